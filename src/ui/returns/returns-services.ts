import type {
  CancelReturn, DownloadReturnCoupon, FindReturnRelayPoints, GetReturn, ListOrderReturns, StartReturn, SubmitReturn,
} from '../../application/returns/customer-returns';

/** The customer's returns (docs/returns-api.md), served with the order history's use cases. */
export interface ReturnsUseCases {
  startReturn: StartReturn;
  submitReturn: SubmitReturn;
  listOrderReturns: ListOrderReturns;
  getReturn: GetReturn;
  cancelReturn: CancelReturn;
  downloadReturnCoupon: DownloadReturnCoupon;
  findReturnRelayPoints: FindReturnRelayPoints;
}
