// Benchmark: the bff against the gateway a team could pick instead — The Guild's Hive Gateway
// serving a supergraph composed by Mesh Compose (@omnigraph/openapi) from the api's own OpenAPI
// document (/v1/openapi.json) — on the same machine, in the same run, for the same persona: the
// gateway gets its ID token as `Authorization: Bearer` and forwards it to the api; the bff gets
// the session cookie a browser holds. Two operations: the web's company search (SearchPage) and
// "recently viewed companies with their records" (the dashboard's RecentlyViewedCompaniesCard),
// each against the composed schema's field for the same REST endpoint. Prints p50/p99/throughput
// and the bff/gateway ratios at each connection count, and each process's resident memory.
// Hive Gateway and Mesh are dev dependencies used only here.
// --rounds N (default: one per 2 s of --duration) alternates the sides in N shorter runs each.
// --baseline DIR: another build of the bff (as bench:bff's --baseline, docs/benchmarks.md) runs
// beside this one, with the cookie and the Bearer token, as further sides: before/after in one run.
// Usage: npm run build && npm run bench:gateways [-- --duration 10 --connections 1,10 --rounds 5 --baseline DIR]
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { DefaultLogger } from '@graphql-mesh/utils';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import {
  descendantPid,
  graphql,
  header,
  interleaved,
  load,
  ratio,
  residentMiB,
  roundSpread,
  row,
  signInThroughBff,
  startBaselineBff,
  startProduct,
  tokensFromIdentity,
  webDocument,
} from './lib/bench-product.mjs';
import { freePort, waitForHttp } from './lib/ports.mjs';

const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '1,10' },
    rounds: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const duration = Number(options.duration);
const concurrencies = options.connections.split(',').map(Number);
// As in bench:bff: each side's time split into alternating rounds of about 2 s.
const rounds = Number(options.rounds ?? Math.max(1, Math.round(duration / 2)));
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// The gateway's operations select what the web's queries show, from the composed REST types: the
// search all of SearchPage's fields but the review summaries, which live behind another REST call
// that the composed schema does not link to a company (the bff makes that call too; the gateway
// would need a second operation).
const GATEWAY_SEARCH = `query Search($text: queryInput_v1_companies_search_searchString) {
  v1_companies_search(searchString: $text, page: 0, size: 10) {
    ... on SearchPageDto {
      page size totalElements totalPages
      content {
        company {
          id name alias logoUrl description inCompareList isContractedPartner
          role { id name type }
          headquarters { city state country { id name } }
          services { id name }
        }
        highlights { name { text match } description { text match } }
      }
      facets { field values { value label count } }
    }
  }
}`;
const GATEWAY_RECENT = `query Recent {
  v1_users_history_company_views(page: 0, size: 5) {
    ... on v1_users_history_company_views_200_response { content { viewedAt company { id alias name logoUrl role { id name } } } }
  }
}`;

async function composeSupergraph(apiUrl, dir) {
  const document = await fetch(`${apiUrl}/v1/openapi.json`);
  if (!document.ok) throw new Error(`GET /v1/openapi.json answered ${document.status}`);
  const source = join(dir, 'openapi.json');
  writeFileSync(source, await document.text());
  const subgraph = loadOpenAPISubgraph('api', {
    source,
    endpoint: apiUrl,
    // The caller's own bearer token goes on to the api, as the bff's does.
    operationHeaders: { Authorization: '{context.headers.authorization}' },
  });
  const sdl = await getComposedSchemaFromConfig(
    { subgraphs: [{ sourceHandler: subgraph }] },
    new DefaultLogger('compose'),
  );
  const file = join(dir, 'supergraph.graphql');
  writeFileSync(file, sdl);
  return file;
}

async function startGateway(supergraph) {
  const port = await freePort();
  const gateway = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@graphql-hive/gateway/dist/bin.js'),
      'supergraph',
      supergraph,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--fork',
      '1',
    ],
    { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForHttp(`http://127.0.0.1:${port}/healthcheck`, 120_000);
  return { gateway, url: `http://127.0.0.1:${port}/graphql` };
}

const memoryOf = (pid) => {
  const mib = residentMiB(pid);
  return mib === undefined ? 'n/a' : `${mib.toFixed(0)} MiB`;
};

const dataDir = mkdtempSync(join(tmpdir(), 'trialbridge-gateways-'));
const product = await startProduct(root, dataDir);
let gateway;
let baseline;
try {
  const { bffUrl, apiUrl } = product;
  if (options.baseline)
    baseline = await startBaselineBff(options.baseline, descendantPid(product.product.pid, 'bff/dist/server.js'));
  const { cookie } = await signInThroughBff(bffUrl);
  const tokens = await tokensFromIdentity(product.identityUrl, dataDir);
  const idToken = tokens.IdToken;
  const supergraph = await composeSupergraph(apiUrl, dataDir);
  gateway = await startGateway(supergraph);

  // The persona opens a few companies so that "recently viewed" has records to show.
  const bffGraphql = `${bffUrl}/graphql`;
  const found = await graphql(bffGraphql, webDocument(root, 'SearchPage'), { cookie }, { input: { page: 0, size: 5 } });
  for (const item of found.body.data?.searchCompanies?.items ?? []) {
    await graphql(bffGraphql, `mutation { recordCompanyView(companyId: "${item.company.id}") }`, { cookie });
  }

  const bearer = { authorization: `Bearer ${idToken}` };
  // The bff takes a Bearer access token (its partner path); the api then gets that token.
  const bffBearer = { authorization: `Bearer ${tokens.AccessToken}` };
  const post = (url, headers, query, variables = {}) => ({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const operations = [
    {
      name: 'company search',
      bff: post(bffGraphql, { cookie }, webDocument(root, 'SearchPage'), {
        input: { searchString: 'bio', page: 0, size: 10 },
      }),
      bffBearer: post(bffGraphql, bffBearer, webDocument(root, 'SearchPage'), {
        input: { searchString: 'bio', page: 0, size: 10 },
      }),
      gateway: post(gateway.url, bearer, GATEWAY_SEARCH, { text: 'bio' }),
      count: (body) => body.data?.searchCompanies?.items?.length ?? body.data?.v1_companies_search?.content?.length,
    },
    {
      name: 'recently viewed companies',
      bff: post(bffGraphql, { cookie }, webDocument(root, 'RecentlyViewedCompaniesCard')),
      bffBearer: post(bffGraphql, bffBearer, webDocument(root, 'RecentlyViewedCompaniesCard')),
      gateway: post(gateway.url, bearer, GATEWAY_RECENT),
      count: (body) =>
        body.data?.recentlyViewedCompanies?.items?.length ?? body.data?.v1_users_history_company_views?.content?.length,
    },
  ];
  if (baseline) {
    for (const operation of operations) {
      operation.baseline = { ...operation.bff, url: `${baseline.url}/graphql` };
      operation.baselineBearer = { ...operation.bffBearer, url: `${baseline.url}/graphql` };
    }
  }
  for (const operation of operations) {
    for (const side of ['bff', 'bffBearer', 'baseline', 'baselineBearer', 'gateway'].filter((s) => operation[s])) {
      const request = operation[side];
      const answer = await (await fetch(request.url, request)).json();
      const count = answer.errors ? undefined : operation.count(answer);
      if (!(count > 0)) {
        if (side === 'bffBearer') {
          // The signed-in query refused the token: the bff is then measured through its cookie alone
          // (a Bearer run of the public search would be a signed-out one, not the same work).
          console.log(`bff refused the Bearer access token (${JSON.stringify(answer.errors ?? answer).slice(0, 200)})`);
          for (const each of operations) {
            delete each.bffBearer;
            delete each.baselineBearer;
          }
          continue;
        }
        throw new Error(`${operation.name} via ${side}: ${JSON.stringify(answer).slice(0, 400)}`);
      }
      await load('warm-up', request, 4, 2);
    }
  }

  console.log(
    `\nbench:gateways — ${duration} s per side in ${rounds} alternating round${rounds === 1 ? '' : 's'}, Node ${process.version}, Hive Gateway serving the Mesh-composed api`,
  );
  for (const connections of concurrencies) {
    for (const operation of operations) {
      const sides = {
        gateway: { title: 'Hive Gateway (Bearer)', request: operation.gateway },
        bff: { title: 'bff (session cookie)', request: operation.bff },
        ...(operation.bffBearer ? { bffBearer: { title: 'bff (Bearer)', request: operation.bffBearer } } : {}),
        ...(operation.baseline
          ? { baseline: { title: 'baseline bff (session cookie)', request: operation.baseline } }
          : {}),
        ...(operation.baselineBearer
          ? { baselineBearer: { title: 'baseline bff (Bearer)', request: operation.baselineBearer } }
          : {}),
      };
      const runs = await interleaved(sides, connections, duration, rounds);
      console.log(`\n${operation.name}, ${connections} connection${connections === 1 ? '' : 's'}`);
      console.log(header());
      for (const run of Object.values(runs)) console.log(row(run));
      for (const side of ['bff', 'bffBearer', 'baseline', 'baselineBearer'].filter((s) => runs[s])) {
        console.log(
          `ratio ${runs[side].title}/gateway: p50 ${ratio(runs[side].p50, runs.gateway.p50)}×, throughput ${ratio(runs[side].rps, runs.gateway.rps)}×${roundSpread(runs[side], runs.gateway)}`,
        );
      }
    }
  }
  const bffPid = descendantPid(product.product.pid, 'bff/dist/server.js');
  const workerPid = descendantPid(gateway.gateway.pid, 'gateway');
  console.log('\nresident memory after the runs');
  console.log(`bff          ${bffPid ? memoryOf(bffPid) : 'n/a'}`);
  console.log(`Hive Gateway ${memoryOf(gateway.gateway.pid)}${workerPid ? ` + worker ${memoryOf(workerPid)}` : ''}`);
  console.log('');
} finally {
  baseline?.child.kill('SIGTERM');
  gateway?.gateway.kill('SIGTERM');
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
