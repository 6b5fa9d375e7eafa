// A reading passage as UTF-8 text, Chinese then English.

const TEXT = `阅读材料：电的发现

很久以前，人们就注意到摩擦过的琥珀能吸引羽毛和草屑。
1800 年，伏打发明了电堆，人类第一次得到了持续的电流。
今天，电灯、电话和电脑都离不开电。

Reading: the discovery of electricity

Long ago, people noticed that rubbed amber attracts feathers and bits of straw.
In 1800 Volta built the first battery and gave the world a steady current.
Today lamps, phones and computers all depend on electricity.
`;

export default function makeText(): Uint8Array {
  return new TextEncoder().encode(TEXT);
}
