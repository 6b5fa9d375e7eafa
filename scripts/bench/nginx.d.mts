export const NGINX: string;
export const SITE_CONFIG: string;
export function siteConfig(port: number, upstreams: string[]): string;
export function startNginx(options: {
  port: number;
  upstreams: string[];
  timeoutMs?: number;
}): Promise<{ url: string; pid: number; version: string; stop(): Promise<void> } | { skipped: string }>;
