// The page's only script: it lets the browser paint the HTML it has (a prerendered page, or
// index.html's header) before the app's code is even downloaded, then loads the app. Loading
// it here, a module that imports almost nothing, keeps the app's ~155 KB of script and its
// evaluation out of the first frame (web/build/bundleBudget.ts measures through this import).

// The shell's static CSS (a stylesheet in index.html's head): the header and the loading and error
// screens look right from the first paint, with no script, and without Chakra.
import './ui/shell.css';

/** Settles in a task after the browser's next frame: the first paint has happened by then. */
function afterFirstFrame(): Promise<void> {
  // A tab opened in the background draws no frames until it is shown: it has nothing to paint first.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * A prerendered page names the chunks its own page needs (web/build/prerender.ts): they load
 * alongside the app instead of after it. Written into the HTML as links they would be fetched
 * before the first paint, and count in it.
 */
function preloadPageChunks() {
  const files = document.querySelector('meta[name="page-chunks"]')?.getAttribute('content')?.split(' ') ?? [];
  for (const file of files.filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}

/** Settles in a task of its own: what follows does not lengthen the task before it. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The app's modules are evaluated in one task (the browser's, for the whole import) and started in
// the next: together they were one of the boot's longest tasks.
void afterFirstFrame().then(async () => {
  preloadPageChunks();
  const { renderApp } = await import('./renderApp');
  await nextTask();
  renderApp();
});
