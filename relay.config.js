// relay-compiler reads the printed schema (npm run schema:print) and the client's GraphQL documents.
// Named exports: relay-compiler loads this file with require(), which sees an ES module's namespace.
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './client/src/__generated__';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'];
export const noFutureProofEnums = true;
// The client sends document ids; the server reads the same file (server/graphql/persisted-operations.ts).
export const persistConfig = { file: './client/src/__generated__/persisted-documents.json', algorithm: 'SHA256' };
