import { Button, Card, Col, Form, Input, Row } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { accountRules } from '@/features/system/user';

interface Props {
  /** the form list's name: newAdmins, newPrincipals or newTeachers */
  name: string;
  /** what one new account is called ("New school administrator") */
  title: string;
  addLabel: string;
}

/** Accounts created with the school, with the rules of the user screen (`accountRules`). */
export function NewAccounts({ name, title, addLabel }: Props) {
  const { t } = useTranslation('system');
  const rules = accountRules(t);
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((item, index) => (
            <Card
              key={item.key}
              size="small"
              title={`${title} ${index + 1}`}
              style={{ marginBottom: 12 }}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`${t('widgets:list.delete')} ${title} ${index + 1}`}
                  onClick={() => remove(item.name)}
                />
              }
            >
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item name={[item.name, 'userName']} label={t('user.userName')} rules={rules.userName}>
                    <Input maxLength={20} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[item.name, 'name']} label={t('user.name')} rules={rules.name}>
                    <Input maxLength={30} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[item.name, 'password']} label={t('user.password')} rules={rules.password}>
                    <Input.Password maxLength={20} autoComplete="new-password" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[item.name, 'phonenumber']} label={t('user.phonenumber')} rules={rules.phonenumber}>
                    <Input maxLength={11} />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name={[item.name, 'email']} label={t('user.email')} rules={rules.email}>
                    <Input maxLength={50} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} block>
            {addLabel}
          </Button>
        </>
      )}
    </Form.List>
  );
}
