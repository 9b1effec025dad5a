// Imported first by the listing's benchmarks: the server measured as production runs it (the
// Dockerfile sets NODE_ENV=production). graphql-js and Pothos read NODE_ENV once, as they load (their
// development checks: graphql-js's cross-realm instanceof, Pothos's unused-query check), so it is set
// before anything imports them.
process.env.NODE_ENV = 'production';
export {};
