// The GraphQL playground's entry (web/playground.html), built apart from the app
// (web/build/playground.ts): none of it reaches the app's bundles or its first-route budget.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'graphiql/style.css';
import './playground.css';
import { Playground } from './Playground';

const root = document.getElementById('playground');
if (!root) throw new Error('playground.html has no #playground element.');
createRoot(root).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
