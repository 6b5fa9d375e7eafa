import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradeRange } from '@/features/course';
import { dictLabel, type DictOption } from '@/hooks/useDict';
import { currentLanguage } from '@/i18n';
import { inLanguage } from '@/utils/bilingual';
import type { TeachingAid } from './types';
import styles from './shop.module.css';

interface Props {
  aid: TeachingAid;
  kinds: readonly DictOption[];
  onOpen: (aidId: number) => void;
}

/** One aid of the catalogue: its first photo, name, kind, discipline and grades; opens its details. */
export function AidCard({ aid, kinds, onOpen }: Props) {
  const { t } = useTranslation('shop');
  const language = currentLanguage();
  const name = inLanguage(language, aid.nameZh, aid.nameEn);
  return (
    // The aid's name is the button: a card-wide button would be named by its whole text, so
    // the name people see would not be the name a screen reader or voice control uses.
    <Card
      hoverable
      onClick={() => onOpen(aid.aidId)}
      cover={aid.photos[0] ? <img alt="" src={aid.photos[0]} className={styles.cover} /> : undefined}
    >
      <Card.Meta
        title={
          <button
            type="button"
            className={styles.open}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(aid.aidId);
            }}
          >
            {name}
          </button>
        }
        description={
          <span className={styles.meta}>
            <Tag color={aid.kind === 'kit' ? 'success' : 'blue'}>{dictLabel(kinds, aid.kind)}</Tag>
            <span>{inLanguage(language, aid.disciplineName, aid.disciplineNameEn)}</span>
            <span>{gradeRange(t, aid.gradeStart, aid.gradeEnd)}</span>
          </span>
        }
      />
    </Card>
  );
}
