// Placeholder shell until the public-site issue lands: proves the build and the server's static serving.
export function App() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '4rem auto', padding: '0 1rem' }}>
      <h1>Companion Directory</h1>
      <p>Classified ads of adult companion services across India. Adults only (18+).</p>
      <p>
        The API is running: GraphQL at <a href="/graphql">/graphql</a>, health at <a href="/healthz">/healthz</a>.
      </p>
    </main>
  );
}
