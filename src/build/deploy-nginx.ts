/**
 * dist/nginx.conf: the site's routing rule (src/engine/routes.ts), headers (src/server/response-headers.ts)
 * and not-found page as nginx directives, to include inside a `server { }` block that sets `listen` and
 * `root` (deploy/nginx.conf does, for the Dockerfile). tests/e2e/nginx.test.ts runs Debian's nginx on it
 * and checks it answers as `npm start` does.
 *
 * It also limits what one client address may take (issue 22 B2, B3): timeouts for slow clients, requests in
 * progress at once (limit_conn) and requests a second (limit_req). Their shared-memory zones can only be
 * defined in the `http { }` block, so the build writes them to a second file, dist/nginx-http.conf, to
 * include there (deploy/nginx.conf does); without it nginx refuses to start, naming the zone.
 * tests/e2e/client-limits.test.ts holds thousands of slow connections and floods of requests from one address.
 *
 * Needs Debian's brotli module (`apt-get install nginx libnginx-mod-http-brotli-static`) for the .br
 * files; nginx.org's own packages and the nginx:stable image do not have it.
 */
import { addressPattern, outputFileFor, reservedAddresses, serverOnlyFiles } from '../engine/routes.ts';
import { cacheRules, revalidate, securityHeaders } from '../server/response-headers.ts';

/** The file the build writes, in dist/, for inside `server { }`. */
export const nginxConfFile = 'nginx.conf';

/** The file the build writes, in dist/, for inside `http { }`: the zones nginxConfFile's limits count in. */
export const nginxHttpConfFile = 'nginx-http.conf';

/**
 * What one client address may take of the server. A browser opens at most 6 connections to a site and a page
 * loads 10 to 40 files, so these leave a visitor (and a few behind one office address) room to spare, and
 * stop one client holding the server or flooding it. Behind a proxy or CDN every visitor shares its address:
 * nginx must be told the real one (docs/deploy.md, "Limits per client").
 */
export const nginxClientLimits = {
  /** Seconds a client may take to send the request's head, and between two reads of its body (nginx's default: 60). */
  headerTimeout: 10,
  bodyTimeout: 10,
  /** Seconds a client may take between two reads of the answer (default 60). */
  sendTimeout: 10,
  /** Seconds an idle kept-alive connection stays open (default 75). */
  keepaliveTimeout: 15,
  /** Requests in progress at once (limit_conn; a connection idle between requests does not count). */
  connections: 20,
  /** Requests a second, on average (limit_req)... */
  requestsPerSecond: 20,
  /** ...after a burst of this many at once, answered without delay (nodelay). */
  burst: 100,
} as const;

const connectionZone = 'site_connections';
const requestZone = 'site_requests';

/** The http-level directives: the zones the server's limits count in, one entry per client address. */
export function nginxHttpConfText(): string {
  return `# Written by npm run build (src/build/deploy-nginx.ts): edit that, not this file.
# Include it inside http { }, beside the server { } that includes ${nginxConfFile}, whose limits count
# in these zones (10 MB each: about 160,000 addresses). See deploy/nginx.conf and docs/deploy.md.
limit_conn_zone $binary_remote_addr zone=${connectionZone}:10m;
limit_req_zone $binary_remote_addr zone=${requestZone}:10m rate=${nginxClientLimits.requestsPerSecond}r/s;
`;
}

/**
 * A string as an nginx quoted parameter. The values written here hold no `"`, `\` or `$` (validation refuses
 * them in the origins they come from: src/engine/origins.ts); checked anyway, since nginx reads `$name` inside
 * quotes as a variable, which a request header could fill.
 */
function quoted(value: string): string {
  if (/["\\\n$]/.test(value)) throw new Error(`cannot write ${JSON.stringify(value)} into nginx.conf`);
  return `"${value}"`;
}

/**
 * A regular expression as an nginx quoted parameter. nginx keeps a backslash inside quotes except before
 * \\, ", ', t, r and n, which it reads as escapes: such a pattern is refused rather than changed.
 */
function quotedRegex(pattern: RegExp): string {
  const source = pattern.source.replace(/\\\//g, '/');
  if (/["\n]|\\[\\"'trn]/.test(source)) throw new Error(`cannot write /${source}/ into nginx.conf`);
  return `"${source}"`;
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The file that holds the page at the address in nginx variable `variable`, e.g. `$uri.html`. */
const pageFile = (variable: string) => `/${outputFileFor('/@')}`.replace('/@', variable);

/** The server-level directives for a site whose Content-Security-Policy is `contentSecurityPolicy`. */
export function nginxConfText(contentSecurityPolicy: string): string {
  // Cache-Control is the one header written from a variable, the location's $cache_control (set below).
  const headers = [...Object.entries(securityHeaders(contentSecurityPolicy)).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`), 'add_header Cache-Control $cache_control always;'].join('\n');
  const notFound = `/${outputFileFor(null)}`;
  const cacheLocations = cacheRules
    .map(
      (rule) => `
# Files under /${rule.folder}
location ~ "^/${regexEscape(rule.folder)}.*\\.[A-Za-z0-9]+$" {
    set $cache_control ${quoted(rule.cacheControl)};
    try_files $uri =404;
}`,
    )
    .join('\n');
  return `# Written by npm run build (src/build/deploy-nginx.ts) from site-config/: edit those, not this file.
# Include it inside a server { } block that sets listen and root; see deploy/nginx.conf and docs/deploy.md.
# The routing rule of src/engine/routes.ts, the headers of src/server/response-headers.ts.

# What one client address may take (issue 22 B2): slow clients are cut off, and past ${nginxClientLimits.connections} requests in
# progress at once, or ${nginxClientLimits.requestsPerSecond} a second after a burst of ${nginxClientLimits.burst}, it is answered 429. The zones are
# defined by ${nginxHttpConfFile}, in the http { } block. Behind a proxy, set the visitor's real address first
# (set_real_ip_from, real_ip_header: docs/deploy.md), or every visitor counts as the proxy.
client_header_timeout ${nginxClientLimits.headerTimeout}s;
client_body_timeout ${nginxClientLimits.bodyTimeout}s;
send_timeout ${nginxClientLimits.sendTimeout}s;
keepalive_timeout ${nginxClientLimits.keepaliveTimeout}s;
reset_timedout_connection on;
limit_conn ${connectionZone} ${nginxClientLimits.connections};
limit_conn_status 429;
limit_req zone=${requestZone} burst=${nginxClientLimits.burst} nodelay;
limit_req_status 429;
# A client over a limit is no fault of the server's: logged as a warning, not an error.
limit_conn_log_level warn;
limit_req_log_level warn;

# Addresses are matched exactly as written: "//gap" is not "/gap", and redirects name the address only.
merge_slashes off;
absolute_redirect off;
server_tokens off;
charset utf-8;
charset_types text/css text/plain text/xml application/javascript application/json application/xml image/svg+xml;

# The build writes a .br and a .gz beside every text file: served as they are, never compressed here.
gzip off;
gzip_static on;
brotli_static on;
gzip_vary on;

# Every answer carries the security headers, errors and redirects too (always); each location says how
# long the file may be kept, in $cache_control.
set $cache_control ${quoted(revalidate)};
${headers}

error_page 404 ${notFound};

# A path with a "." or ".." segment, or an encoded slash, backslash or NUL, names no page or file, even
# where nginx would resolve it. (The answer, the not-found page, is an internal redirect that runs these
# lines again with the same $request_uri: hence the flag, cleared for it.)
set $unnamed_path "";
if ($request_uri ~ "^[^?]*(/(\\.|%2[eE]){1,2}(/|\\?|$)|%2[fF]|%5[cC]|%00)") {
    set $unnamed_path "yes";
}
if ($uri = ${notFound}) {
    set $unnamed_path "";
}
if ($unnamed_path) {
    return 404;
}

location = ${notFound} {
    internal;
    set $cache_control ${quoted(revalidate)};
}

location = / {
    set $cache_control ${quoted(revalidate)};
    try_files /${outputFileFor('/')} =404;
}

# The names of the home and not-found pages' files without ".html" are no page (src/engine/routes.ts reservedAddresses).
location ~ "^(${[...reservedAddresses].map(regexEscape).join('|')})$" {
    return 404;
}

# The build's files for the server, not for visitors, nor their compressed copies.
location ~ "^(${serverOnlyFiles.map(regexEscape).join('|')})(\\.br|\\.gz)?$" {
    return 404;
}

# Page addresses: lower-case words, written exactly (a %-encoded letter is not the letter).
location ~ ${quotedRegex(addressPattern)} {
    set $cache_control ${quoted(revalidate)};
    if ($request_uri ~ "^[^?]*%") {
        return 404;
    }
    try_files ${pageFile('$uri')} =404;
}

# A page's address with one slash at the end: to the address without it, query kept.
location ~ "^(?<address>/[^/].*)/$" {
    set $cache_control ${quoted(revalidate)};
    if ($request_uri ~ "^[^?]*%") {
        return 404;
    }
    if ($address !~ ${quotedRegex(addressPattern)}) {
        return 404;
    }
    if ($address ~ "^(${[...reservedAddresses].map(regexEscape).join('|')})$") {
        return 404;
    }
    if (-f $document_root${pageFile('$address')}) {
        return 308 $address$is_args$args;
    }
    return 404;
}

# HTML files by their names: pages are served only at their addresses.
location ~* "\\.html?$" {
    return 404;
}

${cacheLocations}

# Any other file of the build, by its name (it has an extension).
location ~ "\\.[A-Za-z0-9]+$" {
    set $cache_control ${quoted(revalidate)};
    try_files $uri =404;
}

# Anything else is no page or file.
location / {
    return 404;
}
`;
}
