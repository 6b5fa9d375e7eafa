import { Button } from 'antd';
import { GithubOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { env } from '@/env';

/** Links to the source repository and the documentation, from the environment. */
export default function RepoLinks() {
  const { t } = useTranslation('layout');
  const links = [
    { href: env.sourceUrl, label: t('source'), icon: <GithubOutlined /> },
    { href: env.docsUrl, label: t('docs'), icon: <QuestionCircleOutlined /> },
  ].filter((link) => link.href);
  return links.map((link) => (
    <Button
      key={link.label}
      type="text"
      href={link.href}
      target="_blank"
      rel="noopener noreferrer"
      icon={link.icon}
      aria-label={link.label}
      title={link.label}
    />
  ));
}
