export const NGINX: string;
export const SITE_CONFIG: string;
export function siteConfig(options: {
  port: number;
  httpPort: number;
  upstreams: string[];
  certificate: string;
  key: string;
}): string;
export function selfSignedCertificate(dir: string): { certificate: string; key: string; pem: string };
export function startNginx(options: {
  port: number;
  httpPort: number;
  upstreams: string[];
  timeoutMs?: number;
}): Promise<
  | { url: string; httpUrl: string; ca: string; pid: number; version: string; stop(): Promise<void> }
  | { skipped: string }
>;
