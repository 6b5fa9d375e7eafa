// A short classroom chime as a WAV: two sine tones, 16-bit mono PCM, with a fade at both ends
// so the speaker does not click.

const RATE = 8000;
const NOTES = [
  { hz: 660, seconds: 0.35 },
  { hz: 880, seconds: 0.5 },
];

export default function makeWav(): Uint8Array {
  const samples: number[] = [];
  for (const { hz, seconds } of NOTES) {
    const count = Math.round(RATE * seconds);
    const fade = RATE * 0.03;
    for (let i = 0; i < count; i++) {
      const envelope = Math.min(1, i / fade, (count - i) / fade);
      samples.push(Math.round(Math.sin((2 * Math.PI * hz * i) / RATE) * envelope * 0.4 * 32767));
    }
  }
  const dataBytes = samples.length * 2;
  const view = new DataView(new ArrayBuffer(44 + dataBytes));
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return new Uint8Array(view.buffer);
}
