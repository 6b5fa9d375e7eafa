import PublicPlaceholder from './PublicPlaceholder';

export default function ContentViewPage() {
  return <PublicPlaceholder titleKey="contentView" />;
}
