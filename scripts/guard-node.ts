// Every npm script runs on Node 24 (the `node` devDependency); an older Node means the
// dependencies were not installed, or a script was started by hand with the system Node.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `\n  This project needs Node.js 24 or newer; this is ${process.version}.\n  Run it through npm (npm start, npm test), which uses the pinned Node from node_modules.\n`,
  );
  process.exit(1);
}
