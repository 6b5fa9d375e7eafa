import { Button, Card, Progress, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PageRoute } from '@/stores/route-types';
import type { HomeSetup } from './types';
import { SETUP_LINKS } from './setup-steps';
import { useDismissHomeSetup } from './queries';
import styles from './setup.module.css';
import { ScreenReaderText } from '@/components/ScreenReaderText';

/**
 * The platform administrator's first-run checklist: what a new install needs before a school can
 * use it, each step ticked by the server once its data exists, each linking to where it is made.
 * Shown while the server says it is open; "Hide" closes it for good, on the server.
 */
export function SetupChecklist({ setup, pages }: { setup: HomeSetup; pages: readonly PageRoute[] }) {
  const { t } = useTranslation('home');
  const dismiss = useDismissHomeSetup();
  const done = setup.steps.filter((s) => s.done).length;

  return (
    <Card className={styles.checklist} role="region" aria-labelledby="home-setup-title">
      <Typography.Title level={4} id="home-setup-title" className={styles.title}>
        {t('setup.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('setup.intro')}</Typography.Paragraph>
      <Progress
        percent={Math.round((done / setup.steps.length) * 100)}
        format={() => t('setup.progress', { done, total: setup.steps.length })}
        aria-label={t('setup.progress', { done, total: setup.steps.length })}
      />
      <ol className={styles.steps}>
        {setup.steps.map((step, index) => {
          const links = SETUP_LINKS[step.key].flatMap((path) => pages.filter((page) => page.path === path));
          return (
            <li key={step.key} className={step.done ? styles.stepDone : styles.step}>
              <span className={styles.mark} aria-hidden="true">
                {step.done ? <CheckCircleFilled /> : index + 1}
              </span>
              <div className={styles.body}>
                <div className={styles.name}>
                  {t(`setup.steps.${step.key}.name`)}
                  <ScreenReaderText>{step.done ? t('setup.done') : t('setup.todo')}</ScreenReaderText>
                </div>
                <div className={styles.hint}>{t(`setup.steps.${step.key}.hint`)}</div>
                {links.length ? (
                  <div className={styles.links}>
                    {links.map((page) => (
                      <Link key={page.path} to={page.path}>
                        {page.meta.title}
                      </Link>
                    ))}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <Button onClick={() => dismiss.mutate()} loading={dismiss.isPending}>
        {t('setup.dismiss')}
      </Button>
    </Card>
  );
}
