import { Tag } from 'antd';

/** A cell of names (courses, classes, roles), each a tag. */
export const nameTags = (names: string[]) => names.map((n) => <Tag key={n}>{n}</Tag>);
