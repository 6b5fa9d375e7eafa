import type { UserRow } from '../rows/account';
import { seeded } from './audit';

// The demo accounts of docs/roles.md; every password is admin123.
type Person = Pick<
  UserRow,
  'userId' | 'userName' | 'nickName' | 'name' | 'email' | 'phonenumber' | 'sex' | 'roleIds' | 'schoolId'
>;

const user = (p: Person, time: string, status: UserRow['status'] = '0'): UserRow => ({
  ...p,
  avatar: '',
  status,
  password: 'admin123',
  ...seeded(time),
});

export const seedUsers = (): UserRow[] => [
  user(
    {
      userId: 1,
      userName: 'admin',
      nickName: '平台管理员',
      name: '王建国',
      email: 'admin@coursesys.cn',
      phonenumber: '13800000001',
      sex: '0',
      roleIds: [1],
      schoolId: null,
    },
    '2024-08-01 09:00:00',
  ),
  user(
    {
      userId: 2,
      userName: 'schooladmin',
      nickName: '陈老师',
      name: '陈晓燕',
      email: 'chenxy@hdsyxx.edu.cn',
      phonenumber: '13800000002',
      sex: '1',
      roleIds: [2],
      schoolId: 1,
    },
    '2024-08-20 10:15:00',
  ),
  user(
    {
      userId: 3,
      userName: 'principal',
      nickName: '刘校长',
      name: '刘志强',
      email: 'liuzq@hdsyxx.edu.cn',
      phonenumber: '13800000003',
      sex: '0',
      roleIds: [3],
      schoolId: 1,
    },
    '2024-08-20 10:20:00',
  ),
  user(
    {
      userId: 4,
      userName: 'teacher',
      nickName: '李老师',
      name: '李娜',
      email: 'lina@hdsyxx.edu.cn',
      phonenumber: '13800000004',
      sex: '1',
      roleIds: [4],
      schoolId: 1,
    },
    '2024-08-25 14:00:00',
  ),
  user(
    {
      userId: 5,
      userName: 'leader',
      nickName: '赵主任',
      name: '赵明',
      email: 'zhaoming@coursesys.cn',
      phonenumber: '13800000005',
      sex: '0',
      roleIds: [5],
      schoolId: null,
    },
    '2024-08-26 09:30:00',
  ),
  user(
    {
      userId: 6,
      userName: 'bd',
      nickName: '孙经理',
      name: '孙丽',
      email: 'sunli@coursesys.cn',
      phonenumber: '13800000006',
      sex: '1',
      roleIds: [6],
      schoolId: null,
    },
    '2024-08-26 11:00:00',
  ),
  user(
    {
      userId: 7,
      userName: 'multi',
      nickName: '周老师',
      name: '周杰',
      email: 'zhoujie@hdsyxx.edu.cn',
      phonenumber: '13800000007',
      sex: '0',
      roleIds: [4, 5],
      schoolId: 1,
    },
    '2024-09-01 08:00:00',
  ),
  user(
    {
      userId: 8,
      userName: 'disabled',
      nickName: '停用账号',
      name: '吴磊',
      email: 'wulei@coursesys.cn',
      phonenumber: '13800000008',
      sex: '0',
      roleIds: [4],
      schoolId: 2,
    },
    '2024-09-02 08:00:00',
    '1',
  ),
  user(
    {
      userId: 9,
      userName: 'zhangwei',
      nickName: '张老师',
      name: '张伟',
      email: 'zhangwei@ulis.edu.cn',
      phonenumber: '13800000009',
      sex: '0',
      roleIds: [4],
      schoolId: 2,
    },
    '2024-09-03 16:40:00',
  ),
  user(
    {
      userId: 10,
      userName: 'emily',
      nickName: 'Emily',
      name: 'Emily Carter',
      email: 'emily.carter@szms-intl.cn',
      phonenumber: '13800000010',
      sex: '1',
      roleIds: [4],
      schoolId: 3,
    },
    '2024-09-05 13:25:00',
  ),
];
