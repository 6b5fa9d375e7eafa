import { describe, expect, it } from 'vitest';
import { Form, Input } from 'antd';
import { sameNode } from '@/components/list/same-node';

function Filter({ label }: { label?: string }) {
  return <span>{label}</span>;
}

describe('sameNode', () => {
  it('finds elements made again with the same type, key and props the same', () => {
    expect(sameNode(<Filter />, <Filter />)).toBe(true);
    expect(sameNode({ kind: <Filter label="a" /> }, { kind: <Filter label="a" /> })).toBe(true);
    const field = () => (
      <Form.Item name="kind" label="Kind">
        <Input style={{ width: 140 }} />
      </Form.Item>
    );
    expect(sameNode(field(), field())).toBe(true);
    expect(sameNode([<Filter key="1" />, 'text'], [<Filter key="1" />, 'text'])).toBe(true);
    expect(sameNode(undefined, undefined)).toBe(true);
  });

  it('finds a change in a prop, a key, a type, a list or a function made afresh', () => {
    expect(sameNode(<Filter label="a" />, <Filter label="b" />)).toBe(false);
    expect(sameNode(<Filter key="1" />, <Filter key="2" />)).toBe(false);
    expect(sameNode(<Filter />, <span />)).toBe(false);
    expect(sameNode([<Filter key="1" />], [<Filter key="1" />, <Filter key="2" />])).toBe(false);
    expect(sameNode({ kind: <Filter /> }, { kind: <Filter />, other: <Filter /> })).toBe(false);
    expect(sameNode(<Input onChange={() => {}} />, <Input onChange={() => {}} />)).toBe(false);
    expect(sameNode(<Input style={{ width: 1 }} />, <Input style={{ width: 2 }} />)).toBe(false);
  });
});
