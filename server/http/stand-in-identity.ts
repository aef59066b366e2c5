import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { request as undiciRequest } from 'undici';
import { z } from 'zod';
import { featureUnavailable, offFeature } from './feature-guard.js';
import type { FilesProxyOptions } from './files-proxy.js';

/**
 * The stand-in identity provider's sign-in page (docs/decisions/073): where "Continue with Google/Facebook" goes
 * while social sign-in runs on the stand-in (tests and demos). The person types who they are, the lab's stand-in
 * token endpoint signs a provider token, and the browser goes back to /login#provider=…&token=…, as a real provider
 * redirects back with its token. The token travels in the fragment so it never reaches a server log. Without
 * social sign-in configured in the lab, the token endpoint answers 404 and so does this page.
 */
const PATH = '/stand-in-identity/:provider';
const PROVIDERS = { google: 'Google', facebook: 'Facebook' } as const;
type Provider = keyof typeof PROVIDERS;

const providerParam = z.object({ provider: z.enum(['google', 'facebook']) });
const personForm = z.object({
  email: z.email({ error: 'Enter an e-mail address like name@example.com' }).max(254),
  firstName: z.string().trim().min(1, { error: 'Enter a first name' }).max(80),
  lastName: z.string().trim().min(1, { error: 'Enter a last name' }).max(80),
});
type Person = z.infer<typeof personForm>;
type Field = keyof Person;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(
  provider: Provider,
  values: Partial<Person>,
  errors: Partial<Record<Field, string>>,
  notice = '',
) {
  const name = PROVIDERS[provider];
  const field = (key: Field, label: string, type: string, autocomplete: string) => {
    const error = errors[key];
    const described = error ? ` aria-invalid="true" aria-describedby="${key}-error"` : '';
    return `<p style="display:grid;gap:4px;margin:0 0 16px">
  <label for="${key}" style="font-weight:600">${label}</label>
  <input id="${key}" name="${key}" type="${type}" autocomplete="${autocomplete}" required value="${escapeHtml(values[key] ?? '')}"${described} style="font:inherit;padding:10px;border:1px solid #6b6259;border-radius:6px">
  ${error ? `<span id="${key}-error" style="color:#b3261e">${escapeHtml(error)}</span>` : ''}
</p>`;
  };
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with ${name} (stand-in) · Nice Film Club</title></head>
<body style="margin:0;font-family:system-ui,sans-serif;background:#f7f2ea;color:#1f1a15">
<main style="max-width:420px;margin:48px auto;padding:0 20px">
<h1 style="font-size:1.6rem">Sign in with ${name}</h1>
<p>This is the lab's stand-in for ${name}'s sign-in page, for tests and demos. Say who you are; ${name} would
know it from your account.</p>
${notice ? `<p role="alert" style="color:#b3261e">${escapeHtml(notice)}</p>` : ''}
<form method="post" novalidate>
${field('email', 'Email', 'email', 'email')}
${field('firstName', 'First name', 'text', 'given-name')}
${field('lastName', 'Last name', 'text', 'family-name')}
<button type="submit" style="font:inherit;font-weight:600;padding:10px 20px;border:0;border-radius:999px;background:#1f1a15;color:#fff">Continue to Nice Film Club</button>
</form>
<p><a href="/login" style="color:#1f1a15">Cancel and go back</a></p>
</main></body></html>`;
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * A cross-site form must not sign someone in to an account the other site chose. Browsers say where a request
 * came from in Sec-Fetch-Site; the Origin header alone is not enough, as a page with no-referrer (ours) posts
 * forms with `Origin: null`.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerStandInIdentity(app: FastifyInstance, options: FilesProxyOptions): void {
  const base = new URL(options.labApiUrl);
  const basePath = base.pathname.replace(/\/+$/, '');

  const issue = async (request: FastifyRequest, provider: Provider, person: Person) => {
    const upstream = await undiciRequest(`${base.origin}${basePath}/stand-in-identity/${provider}/token`, {
      method: 'POST',
      body: JSON.stringify(person),
      headers: { 'content-type': 'application/json', 'x-request-id': String(request.id) },
      headersTimeout: options.labTimeoutMs,
      bodyTimeout: options.labTimeoutMs,
    });
    const json = (await upstream.body.json().catch(() => ({}))) as { token?: string };
    return { status: upstream.statusCode, token: json.token };
  };

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { provider: string } }>(PATH, async (request, reply) => {
      const params = providerParam.safeParse(request.params);
      if (!params.success) return reply.callNotFound();
      // The page lists the lab's providers (social-sign-in) and posts to its stand-in tokens (stand-in-identity).
      const off =
        offFeature(options.features, 'GET', '/auth/social-providers') ??
        offFeature(options.features, 'POST', `/stand-in-identity/${params.data.provider}/token`);
      if (off) return featureUnavailable(reply, off);
      const { providers } = await fetchProviders(base, basePath, options.labTimeoutMs);
      if (!providers.includes(params.data.provider)) return reply.callNotFound();
      return html(reply, 200, page(params.data.provider, {}, {}));
    });

    scope.post<{ Params: { provider: string } }>(PATH, async (request, reply) => {
      const params = providerParam.safeParse(request.params);
      if (!params.success) return reply.callNotFound();
      const provider = params.data.provider;
      const off = offFeature(options.features, 'POST', `/stand-in-identity/${provider}/token`);
      if (off) return featureUnavailable(reply, off);
      if (!sameOrigin(request)) return reply.status(403).send({ message: 'Cross-site sign-in refused' });
      const body = (request.body ?? {}) as Partial<Record<Field, string>>;
      const parsed = personForm.safeParse(body);
      if (!parsed.success) {
        const errors: Partial<Record<Field, string>> = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path[0] as Field;
          errors[key] ??= issue.message;
        }
        return html(reply, 400, page(provider, body, errors));
      }
      let answer: { status: number; token?: string };
      try {
        answer = await issue(request, provider, parsed.data);
      } catch (error) {
        request.log.warn({ err: error }, 'stand-in identity provider unavailable');
        return html(
          reply,
          502,
          page(provider, body, {}, 'Sign-in is unavailable right now. Please try again.'),
        );
      }
      if (answer.status === 404) return reply.callNotFound();
      if (answer.status !== 200 || !answer.token) {
        return html(reply, 400, page(provider, body, {}, 'That sign-in was refused. Check the details.'));
      }
      const fragment = new URLSearchParams({ provider, token: answer.token }).toString();
      return reply.header('cache-control', 'no-store').redirect(`/login#${fragment}`, 303);
    });
  });
}

async function fetchProviders(
  base: URL,
  basePath: string,
  timeoutMs: number,
): Promise<{ providers: string[] }> {
  try {
    const upstream = await undiciRequest(`${base.origin}${basePath}/auth/social-providers`, {
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    const json = (await upstream.body.json()) as { providers?: string[] };
    return { providers: Array.isArray(json.providers) ? json.providers : [] };
  } catch {
    return { providers: [] };
  }
}
