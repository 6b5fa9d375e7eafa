import PublicPlaceholder from './PublicPlaceholder';

export default function WebsitePage() {
  return <PublicPlaceholder titleKey="website" />;
}
