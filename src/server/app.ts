import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { anfrageRoutes } from './anfrage/routes';
import { apiKeyRoutes } from './apikey/routes';
import { bilderRoutes } from './bilder/routes';
import { type Config, publicUrlOf } from './config';
import type { Database } from './db/client';
import { wartungAdminRoutes, wartungRoutes } from './einstellung/routes';
import { foerderungAdminRoutes } from './foerderung/admin-routes';
import { foerderungRoutes } from './foerderung/routes';
import { glossarAdminRoutes } from './glossar/admin-routes';
import { glossarRoutes } from './glossar/routes';
import { healthRoutes } from './health/routes';
import { jobAdminRoutes } from './jobs/admin-routes';
import { registerJobQueue } from './jobs/plugin';
import { QUEUES } from './jobs/queue';
import { kampagneAdminRoutes } from './kampagne/admin-routes';
import { kampagneRoutes } from './kampagne/routes';
import { karteAdminRoutes } from './karte/admin-routes';
import { karteRoutes } from './karte/routes';
import { dataVersions } from './lib/body-cache';
import { logRoutes } from './log/routes';
import { statistikRoutes } from './log/statistik-routes';
import { runExpiry } from './notify/expiry';
import { runMonatsStatistik } from './notify/monats-statistik';
import { reviewDigestHandler } from './notify/review-digest';
import { aenderungRoutes } from './objekt/aenderung-routes';
import { createMapIndex } from './objekt/map-index';
import { objektReferenceRoutes, objektRoutes } from './objekt/routes';
import { objektStatistikRoutes } from './objekt/statistik-routes';
import { createObjektSuche } from './objekt/suche';
import { objektWriteRoutes } from './objekt/write-routes';
import { ogcRoutes } from './ogc/routes';
import { openimmoRoutes } from './openimmo/routes';
import { ortRoutes } from './ort/routes';
import { ortsucheRoutes } from './ort/search-routes';
import { csrfPlugin } from './plugins/csrf';
import { errorsPlugin, frameworkErrors } from './plugins/errors';
import { createMailer, type Mail } from './plugins/mail';
import { nulGuardPlugin } from './plugins/nul-guard';
import { rateLimitPlugin } from './plugins/rate-limit';
import { lazyRequestLogger, RequestLog } from './plugins/request-log';
import { deriveKey, masterSecret } from './plugins/secrets';
import { securityHeadersPlugin } from './plugins/security-headers';
import { ADMIN_API_PREFIX, adminOnly, sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { defaultExposeThreads, EXPOSE_QUEUE } from './sammlung/expose-pool';
import { sammlungRoutes } from './sammlung/routes';
import { slugAdminRoutes } from './slug/admin-routes';
import { metaForPath } from './slug/meta';
import { seoRoutes, slugRoutes } from './slug/routes';
import { createStore } from './storage/store';
import { ABMELDEN_PATH, abmeldenRoutes } from './suchauftrag/abmelden-routes';
import { alertJobs, createAlertRunner } from './suchauftrag/alerts';
import { suchauftragRoutes } from './suchauftrag/routes';
import { createSuchauftragService } from './suchauftrag/service';
import { abmeldeTokens as abmeldeTokensOf } from './suchauftrag/token';
import { createTrefferSuche } from './suchauftrag/treffer';
import { themenlayerAdminRoutes } from './themenlayer/admin-routes';
import { themenlayerKarteRoutes } from './themenlayer/karte-routes';
import { standortcheckRoutes } from './themenlayer/routes';
import { standortcheckJob } from './themenlayer/standortcheck';
import { adminUserRoutes } from './user/admin-routes';
import { authRoutes } from './user/auth-routes';
import { createCaptcha } from './user/captcha';
import { userRoutes } from './user/routes';
import { twoFactorKeys } from './user/totp';
import { twoFactorRoutes } from './user/two-factor-routes';
// The common-password list of the one password rule (loaded here, in the browser on demand).
import '../shared/data/common-passwords';

/**
 * Builds the whole portal as one Fastify instance on an open database. main.ts listens on it;
 * tests call it with a fresh database and use `app.inject`.
 */
export async function buildApp(
  config: Config,
  database: Database,
  options: {
    /** Further routes registered with the portal's own (a benchmark's ceiling route, say), before the page fallback. */
    routes?: (portal: FastifyInstance) => void;
  } = {},
) {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    // One line per answered request, at info only when refused, failed or slow (plugins/request-log.ts).
    logController: new RequestLog(),
    ...(config.LOG_LEVEL === 'silent' ? {} : { childLoggerFactory: lazyRequestLogger }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const { db } = database;
  // Where uploads are stored: DATA_DIR or the S3 bucket (STORAGE).
  const store = await createStore(config, app.log);
  await app.register(errorsPlugin);
  await app.register(nulGuardPlugin);
  // A GET or HEAD has no body to decompress: its route skips the decompression step @fastify/compress
  // would otherwise run on every request (the hook must come before the plugin's own route hook).
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.decompress === undefined && methods.every((m) => m === 'GET' || m === 'HEAD')) route.decompress = false;
  });
  // The object list all pages load is ~0.8 MB of JSON; compressed it is a fraction of that.
  await app.register(fastifyCompress, { threshold: 2048 });
  // The bucket's public address serves the images pages show (STORAGE=s3).
  const imageOrigins = config.STORAGE === 's3' && config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  await app.register(securityHeadersPlugin, { imageOrigins });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Standortportal API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Probes for a load balancer, asked every few seconds: no cookie, session or CSRF token is read or
  // issued for them (health/routes.ts), so they cost what Fastify and the protective headers cost.
  await app.register(healthRoutes, { db, store });

  const publicUrl = publicUrlOf(config);
  const secret = masterSecret(config);
  const versionOf = await dataVersions(database);
  // The map index behind the map by extent and the search box, also asked by the saved searches' alerts.
  const mapIndex = createMapIndex(db, versionOf('objekt'));
  const objektSuche = createObjektSuche(mapIndex.current);
  const treffer = createTrefferSuche(db, mapIndex, objektSuche);
  const abmeldeTokens = abmeldeTokensOf(secret);
  const alerts = alertJobs(
    createAlertRunner(db, treffer, (id) => ({
      publicUrl,
      abmeldenUrl: `${publicUrl}${ABMELDEN_PATH}?token=${abmeldeTokens.sign(id)}`,
    })),
    app.log,
  );
  const mailer = createMailer(config, app.log);
  registerJobQueue(
    app,
    database,
    config,
    {
      [QUEUES.mail]: (mail) => mailer.send(mail as Mail),
      [QUEUES.reviewDigest]: reviewDigestHandler(db, publicUrl, config.REVIEW_MAIL),
      [QUEUES.expiry]: async () => {
        app.log.info(await runExpiry(db, publicUrl), 'expiry job');
      },
      [QUEUES.monatsStatistik]: async () => {
        app.log.info(await runMonatsStatistik(db, publicUrl), 'monthly statistics job');
      },
      ...alerts,
      [QUEUES.standortcheck]: standortcheckJob(db),
    },
    [
      { queue: QUEUES.expiry, cron: config.EXPIRY_CRON },
      { queue: QUEUES.monatsStatistik, cron: config.MONATS_STATISTIK_CRON },
      { queue: QUEUES.alertDaily, cron: config.ALERT_DAILY_CRON },
      { queue: QUEUES.alertWeekly, cron: config.ALERT_WEEKLY_CRON },
    ],
  );
  // An alert's one-click unsubscribe (RFC 8058): mail programs post it without cookies, so it sits
  // outside the sessions and CSRF checks below; its signed token is its authority.
  await app.register(abmeldenRoutes, { db, tokens: abmeldeTokens });

  // The reference reads every first page load makes (spec 7), the same for every visitor and kept per data
  // version (lib/body-cache.ts): no cookie is parsed, no session looked up and no CSRF token checked or issued
  // for them (the page itself issues the token), which was a tenth of such an answer's cost (issue #31).
  // The scope takes public reads only: a route that writes or belongs to the administrators is refused here.
  await app.register(async (reads) => {
    reads.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.url.startsWith(ADMIN_API_PREFIX) || !methods.every((m) => m === 'GET' || m === 'HEAD')) {
        throw new Error(`${methods.join(',')} ${route.url} needs the visitors' scope (sessions, CSRF)`);
      }
    });
    for (const routes of [objektReferenceRoutes, ortRoutes, glossarRoutes, slugRoutes, wartungRoutes]) {
      await reads.register(routes, { db, versionOf });
    }
  });

  // Everything visitors, owners and administrators call: cookies, sessions, the administrators' gate, CSRF
  // and rate limits apply to every route (and the page fallback) registered in this scope.
  await app.register(async (portal) => {
    await portal.register(fastifyCookie);
    await portal.register(sessionPlugin, { db });
    // One gate for every administrators' call (spec 6: level above 6): each route under the prefix gets it
    // as its first own onRequest hook when it is registered, so it runs right after the session and CSRF
    // checks and before body parsing and validation, and nothing about an admin endpoint is answered to
    // others; every other route pays nothing for it. An administrator without two-factor sign-in is
    // refused with twoFactorEnrolmentRequired (session.ts).
    portal.addHook('onRoute', (route) => {
      if (route.url.startsWith(ADMIN_API_PREFIX)) route.onRequest = [adminOnly, ...[route.onRequest ?? []].flat()];
    });
    const csrfKey = deriveKey(secret, 'csrf');
    await portal.register(csrfPlugin, { key: csrfKey });
    await portal.register(rateLimitPlugin, { db });
    await portal.register(objektRoutes, {
      db,
      versionOf,
      ausschnitt: { ab: config.MAP_EXTENT_FROM, maxObjekte: config.MAP_EXTENT_MAX },
      mapIndex,
      objektSuche,
    });
    // Reads kept per data version whose answer depends on the viewer (administrators see more).
    for (const routes of [foerderungRoutes, kampagneRoutes, karteRoutes]) {
      await portal.register(routes, { db, versionOf });
    }
    for (const routes of [
      wartungAdminRoutes,
      glossarAdminRoutes,
      foerderungAdminRoutes,
      slugAdminRoutes,
      karteAdminRoutes,
      logRoutes,
      statistikRoutes,
      objektStatistikRoutes,
      jobAdminRoutes,
    ]) {
      await portal.register(routes, { db });
    }
    await portal.register(ortsucheRoutes, { db, placeSearchUrl: config.PLACE_SEARCH_URL });
    const auth = { db, publicUrl, twoFactorKeys: twoFactorKeys(secret) };
    await portal.register(userRoutes, { db, publicUrl });
    await portal.register(apiKeyRoutes, { db });
    await portal.register(objektWriteRoutes, { db, store, publicUrl });
    await portal.register(aenderungRoutes, { db, store, publicUrl });
    await portal.register(bilderRoutes, { db, store });
    await portal.register(openimmoRoutes, { db, dataDir: config.dataDir, store, publicUrl });
    await portal.register(kampagneAdminRoutes, { db, store });
    await portal.register(themenlayerAdminRoutes, { db, dataDir: config.dataDir });
    await portal.register(standortcheckRoutes, { db });
    await portal.register(themenlayerKarteRoutes, { db });
    const captcha = createCaptcha(db, secret);
    await portal.register(authRoutes, { auth, captcha, csrfKey, loginPerAccount: config.LOGIN_LIMIT_PER_ACCOUNT });
    await portal.register(twoFactorRoutes, { auth });
    await portal.register(adminUserRoutes, { auth });
    await portal.register(sammlungRoutes, {
      db,
      dataDir: config.dataDir,
      store,
      publicUrl,
      versionOf,
      expose: {
        threads: config.EXPOSE_THREADS ?? defaultExposeThreads(),
        maxQueue: EXPOSE_QUEUE,
        timeoutMs: config.EXPOSE_TIMEOUT_MS,
      },
      tiles: config.exposeTiles,
    });
    await portal.register(anfrageRoutes, {
      db,
      publicUrl,
      captcha,
      copyMail: config.enquiryCopyMail,
      reviewMail: config.REVIEW_MAIL,
    });
    await portal.register(suchauftragRoutes, { service: createSuchauftragService(db, treffer) });
    await portal.register(seoRoutes, { db, publicUrl });
    // Open data (issue 26): OGC API – Features at /ogc and the downloads under /api/opendata.
    await portal.register(ogcRoutes, { db, versionOf, publicUrl });
    options.routes?.(portal);
    await portal.register(spaPlugin, {
      store,
      clientDir: config.clientDir,
      publicUrl,
      metaFor: (pathname, search, viewer) => metaForPath(db, pathname, search, viewer),
    });
  });
  return app;
}
