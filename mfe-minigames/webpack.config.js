/** The minigames remote: exposes ./parcel (single-spa-react lifecycles); runs standalone on port 3103. */
module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'minigames',
  port: 3103,
  exposes: { './parcel': './src/parcel.tsx' },
});
