import { Col, Row } from 'antd';
import PageLoading from '@/components/PageLoading';
import { JoinSchoolCard } from '@/features/approval';
import { MySessionsCard } from '@/features/online';
import { ProfileForm } from './ProfileForm';
import { ProfileInfoCard } from './ProfileInfoCard';
import { useProfile } from './queries';
import styles from './profile.module.css';

/** `/user/profile`: the user's info card, the form for nickname, contact, gender and avatar, and their sessions. */
export default function ProfilePage() {
  const profile = useProfile();
  if (!profile.data) return <PageLoading />;
  return (
    <Row gutter={[16, 16]} className={styles.page}>
      <Col xs={24} md={9} lg={8}>
        <ProfileInfoCard profile={profile.data} />
      </Col>
      <Col xs={24} md={15} lg={16}>
        <ProfileForm profile={profile.data} />
        <JoinSchoolCard />
      </Col>
      <Col xs={24}>
        <MySessionsCard />
      </Col>
    </Row>
  );
}
