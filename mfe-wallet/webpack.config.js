/** The wallet remote: /wallet (balance, top-up, transactions) and /underground/success. */
module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'wallet',
  port: 3104,
  title: 'กระเป๋าเงิน',
  exposes: { './parcel': './src/parcel.tsx' },
});
