/** The ops console remote (`backoffice`): exposes ./parcel (single-spa-react lifecycles); runs standalone on port 3106. */
module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'backoffice',
  port: 3106,
  exposes: { './parcel': './src/parcel.tsx' },
});
