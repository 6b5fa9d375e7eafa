import type { LessonDocRow } from '../business-types';
import { seeded } from './audit';

// Lesson documents (ids 1..5) behind the periodDoc download and the per-course zip.
const doc = (docId: number, courseId: number, lessonNo: number, fileName: string, body: string): LessonDocRow => ({
  docId,
  courseId,
  lessonNo,
  fileName,
  body,
  ...seeded('2024-09-06 10:00:00', 'leader'),
});

export const seedLessonDocs = (): LessonDocRow[] => [
  doc(
    1,
    1,
    1,
    '第1课时-认识电路.md',
    '# 第1课时：认识电路\n\n## 教学目标\n- 说出电路的四个组成部分\n- 连接一个能让小灯泡发光的电路\n\n## 材料\n电池盒、小灯泡、导线、开关\n',
  ),
  doc(
    2,
    1,
    2,
    '第2课时-串联与并联.md',
    '# 第2课时：串联与并联\n\n## 活动\n1. 用两个小灯泡分别连成串联和并联电路\n2. 比较亮度并记录\n',
  ),
  doc(
    3,
    1,
    3,
    'Lesson 3 - Measuring current.md',
    '# Lesson 3: Measuring current\n\n## Goals\n- Use an ammeter safely\n- Record readings in a table\n',
  ),
  doc(
    4,
    2,
    1,
    'Lesson 1 - Hello Python.md',
    '# Lesson 1: Hello Python\n\n```python\nprint("Hello, world!")\n```\n\nTry changing the message and run it again.\n',
  ),
  doc(
    5,
    2,
    2,
    '第2课时-变量与输入.md',
    '# 第2课时：变量与输入\n\n```python\nname = input("你叫什么名字？")\nprint("你好，" + name)\n```\n',
  ),
];
