// What GET /monitor/server answers, declared once for both sides (contract/server-figures.ts).
export type { ServerFigures, TrafficWindow } from '@contract/server-figures';
