#!/usr/bin/env node
// Renders deploy/nginx.conf (a template) for one machine:
//
//   node deploy/render.mjs --app-root /var/www/blind-admin --api 127.0.0.1:8787 \
//     [--listen 80] [--server-name admin.example.com] [--out /etc/nginx/conf.d/blind-admin.conf]
//
// Only the ${NAME} placeholders outside comments are replaced; nginx's own $variables are kept. A
// placeholder in double quotes ("${NAME}") takes a value with spaces and semicolons.
import { writeFile, readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { contentSecurityPolicy } from './csp.mjs';
import { nginxBodySize } from './limits.mjs';

export const SITE_TEMPLATE = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf');

/**
 * Fills `${NAME}` placeholders of an nginx template, leaving comment lines as they are.
 * @param {string} template
 * @param {Readonly<Record<string, string>>} values
 */
export function fillTemplate(template, values) {
  return template
    .split('\n')
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/(")?\$\{([A-Z_]+)\}(")?/g, (_, open, name, close) => {
            const value = values[name];
            if (value === undefined || value === '')
              throw new Error(`nginx template: no value for \${${name}}`);
            // Inside double quotes a value may hold spaces and semicolons (a header's value).
            if (open && close) {
              if (/["\\$\n]/.test(value))
                throw new Error(`nginx template: \${${name}} = ${JSON.stringify(value)} cannot be quoted`);
              return `"${value}"`;
            }
            if (/[;{}\s]/.test(value))
              throw new Error(`nginx template: \${${name}} = ${JSON.stringify(value)} is not a single word`);
            return `${open ?? ''}${value}${close ?? ''}`;
          }),
    )
    .join('\n');
}

/**
 * The site configuration (server block, upstream, WebSocket map) for these values.
 * @param {import('./render.d.mts').SiteOptions} options
 */
export async function renderSite({ appRoot, apiUpstream, listen = '80', serverName = '_' }) {
  const root = resolve(appRoot).replace(/\/+$/, '');
  if (!isAbsolute(root)) throw new Error(`app root must be absolute: ${appRoot}`);
  return fillTemplate(await readFile(SITE_TEMPLATE, 'utf8'), {
    APP_ROOT: root,
    API_UPSTREAM: apiUpstream.replace(/^https?:\/\//, '').replace(/\/+$/, ''),
    LISTEN: String(listen),
    SERVER_NAME: serverName,
    // The uploader's limit and the app's agree on one constant (issue 40).
    CLIENT_MAX_BODY_SIZE: nginxBodySize(),
    // The API build's policy; nginx serves the app and its API on one origin ('self').
    CONTENT_SECURITY_POLICY: contentSecurityPolicy({ header: true }),
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      'app-root': { type: 'string' },
      api: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const appRoot = values['app-root'];
  const apiUpstream = values.api;
  if (!appRoot || !apiUpstream) {
    console.error(
      'usage: node deploy/render.mjs --app-root DIR --api HOST:PORT [--listen 80] [--server-name NAME] [--out FILE]',
    );
    process.exitCode = 2;
    return;
  }
  const text = await renderSite({
    appRoot,
    apiUpstream,
    listen: values.listen,
    serverName: values['server-name'],
  });
  if (values.out) await writeFile(values.out, text);
  else process.stdout.write(text);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
