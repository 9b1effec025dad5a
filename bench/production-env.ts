// Imported first by benchmarks that measure the server as deployed (Dockerfile: NODE_ENV=production): the
// server's build of the client carries React, which picks its production or development build by this at
// run time, and modules read it when loaded; the server's own settings come from the env a bench passes.
process.env.NODE_ENV = 'production';
