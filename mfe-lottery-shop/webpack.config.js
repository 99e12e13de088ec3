/** The lotteryShop remote: exposes ./parcel (single-spa-react lifecycles); runs standalone on port 3102. */
module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'lotteryShop',
  port: 3102,
  exposes: { './parcel': './src/parcel.tsx' },
});
