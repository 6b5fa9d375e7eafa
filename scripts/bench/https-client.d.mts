export function https(
  url: string,
  options: { ca: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Response>;
export function http2Get(
  url: string,
  options: { ca: string },
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>;
