import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The login form's fields as a browser without JavaScript would post them (React's action fields included). */
export function loginFormFields(html: string): [string, string][] {
  const form = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
    .map((m) => m[0])
    .find((f) => /name="identifier"/.test(f));
  if (!form) throw new Error("a página /login não tem o formulário de login");
  return [...form.matchAll(/<input\b[^>]*type="hidden"[^>]*>/g)].flatMap((m) => {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(m[0])?.[1] ?? "";
    return name ? [[decode(name), decode(value)] as [string, string]] : [];
  });
}

/**
 * The message a no-JS form post got back: React streams the action's state as `self.__next_f.push([2, [state,
 * …]])` (the page's text also carries the whole message catalogue, so a plain substring proves nothing).
 */
export function formStateError(html: string): string | undefined {
  const pushed = /self\.__next_f\.push\(\[2,(\[.*?\])\]\)<\/script>/s.exec(html);
  if (!pushed) return undefined;
  const [state] = JSON.parse(pushed[1]!) as [{ error?: string } | null];
  return state?.error;
}

export type FormReply = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * Posts the login form without JavaScript over a connection of its own from `localAddress` (any 127.x
 * address is this machine), so the app sees another client than the browser at 127.0.0.1.
 */
export async function postLoginForm(
  baseUrl: string,
  credentials: { identifier: string; password: string },
  options: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<FormReply> {
  const page = await send(baseUrl, "/login", "GET", options);
  const form = new FormData();
  for (const [name, value] of loginFormFields(page.body)) form.append(name, value);
  form.append("identifier", credentials.identifier);
  form.append("password", credentials.password);
  // the multipart body and its boundary, exactly as fetch would send them
  const encoded = new Request(baseUrl, { method: "POST", body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    ...options.headers,
    Origin: baseUrl,
    "Content-Type": encoded.headers.get("content-type") ?? "",
    "Content-Length": String(body.length),
  };
  return send(baseUrl, "/login", "POST", { ...options, headers }, body);
}

function send(
  baseUrl: string,
  path: string,
  method: string,
  options: { localAddress?: string; headers?: Record<string, string> },
  body?: Buffer,
): Promise<FormReply> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: options.localAddress,
        headers: options.headers,
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
