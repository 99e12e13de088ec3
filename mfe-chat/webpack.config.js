/** The chat remote: exposes ./parcel (single-spa-react lifecycles); runs standalone on port 3105. */
module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'chat',
  port: 3105,
  exposes: { './parcel': './src/parcel.tsx' },
});
