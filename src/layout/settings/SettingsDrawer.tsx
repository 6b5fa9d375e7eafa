import { useId } from 'react';
import { Button, ColorPicker, Divider, Drawer, Radio, Switch } from 'antd';
import { BgColorsOutlined, CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSettingsStore, type SettingSwitch, type SideTheme } from '@/stores/settings';
import { PRESET_THEME_COLORS } from '@/theme';
import styles from './settings.module.css';

const SWITCHES: SettingSwitch[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];

function SwitchRow({ name }: { name: SettingSwitch }) {
  const { t } = useTranslation('settings');
  const id = useId();
  const checked = useSettingsStore((s) => s[name]);
  const setSwitch = useSettingsStore((s) => s.setSwitch);
  return (
    <div className={styles.row}>
      <span id={id}>{t(name)}</span>
      <Switch checked={checked} onChange={(value) => setSwitch(name, value)} aria-labelledby={id} />
    </div>
  );
}

function ThemeColors() {
  const { t } = useTranslation('settings');
  const theme = useSettingsStore((s) => s.theme);
  const setTheme = useSettingsStore((s) => s.setTheme);
  return (
    <div className={styles.colors}>
      {PRESET_THEME_COLORS.map((color) => {
        const chosen = color.toLowerCase() === theme.toLowerCase();
        return (
          <button
            key={color}
            type="button"
            className={styles.swatch}
            style={{ background: color }}
            aria-label={t('preset', { color })}
            aria-pressed={chosen}
            title={color}
            onClick={() => setTheme(color)}
          >
            {chosen ? <CheckOutlined aria-hidden /> : null}
          </button>
        );
      })}
      <ColorPicker
        value={theme}
        disabledAlpha
        presets={[{ label: t('themeColor'), colors: PRESET_THEME_COLORS, defaultOpen: true }]}
        onChangeComplete={(color) => setTheme(color.toHexString())}
      >
        <button type="button" className={styles.customColor} aria-label={t('custom')} title={t('custom')}>
          <BgColorsOutlined aria-hidden />
        </button>
      </ColorPicker>
    </div>
  );
}

/** The layout settings: every change applies at once; Save keeps them, Reset forgets them. */
export default function SettingsDrawer() {
  const { t } = useTranslation('settings');
  const open = useSettingsStore((s) => s.showSettings);
  const setShowSettings = useSettingsStore((s) => s.setShowSettings);
  const sideTheme = useSettingsStore((s) => s.sideTheme);
  const setSideTheme = useSettingsStore((s) => s.setSideTheme);
  const save = useSettingsStore((s) => s.save);
  const reset = useSettingsStore((s) => s.reset);
  const sideThemeId = useId();

  return (
    <Drawer
      title={t('title')}
      open={open}
      onClose={() => setShowSettings(false)}
      size={320}
      footer={
        <div className={styles.footer}>
          <Button type="primary" onClick={() => void save()}>
            {t('save')}
          </Button>
          <Button onClick={() => void reset()}>{t('reset')}</Button>
        </div>
      }
    >
      <h3 className={styles.heading} id={sideThemeId}>
        {t('sideTheme')}
      </h3>
      <Radio.Group
        aria-labelledby={sideThemeId}
        optionType="button"
        buttonStyle="solid"
        value={sideTheme}
        onChange={(e) => setSideTheme(e.target.value as SideTheme)}
        options={[
          { value: 'theme-dark', label: t('darkSide') },
          { value: 'theme-light', label: t('lightSide') },
        ]}
      />
      <Divider />
      <h3 className={styles.heading}>{t('themeColor')}</h3>
      <ThemeColors />
      <Divider />
      <h3 className={styles.heading}>{t('layout')}</h3>
      {SWITCHES.map((name) => (
        <SwitchRow key={name} name={name} />
      ))}
    </Drawer>
  );
}
