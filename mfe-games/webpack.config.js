/** The games remote: every /gamelobby/* lobby, mounted by the shell as a single-spa parcel. */
module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'games',
  port: 3101,
  title: 'แทงหวย',
  exposes: { './parcel': './src/parcel.tsx' },
});
