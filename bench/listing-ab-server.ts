// One server of bench/listing-ab.ts: the app of the checkout named by argv[2], over PGlite seeded with
// 22,000 public ads (2,000 more that must not show), or over BENCH_DATABASE_URL as it is; the response
// cache off; the process as production runs it (NODE_ENV=production). Prints its port; stops on SIGTERM.
process.env.NODE_ENV = 'production';
const root = process.argv[2]!;
const { startServer } = await import(`${root}/server/main.ts`);
const { benchEnv, hideSome, seedAds } = await import(`${root}/bench/seed-ads.ts`);
const { todayInIndia } = await import(`${root}/server/lib/dates.ts`);
const env = benchEnv();
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
const running = await startServer({ ...env, PUBLIC_CACHE_SECONDS: '0' });
if (!process.env.BENCH_DATABASE_URL) {
  const db = running.database.prisma;
  await seedAds(db, 22_000, 300);
  await hideSome(db, todayInIndia(), 2_000);
  await db.$executeRawUnsafe('VACUUM (ANALYZE) ads');
  await db.$executeRawUnsafe('VACUUM (ANALYZE) ad_images');
}
console.log(`PORT ${running.port}`);
process.on('SIGTERM', () => {
  void running.close().then(() => process.exit(0));
});
export {};
