// Side-effect entry: registers the three tracking tags unless the page already has them.
import './order/define';
import './shipment/define';
import './rating/define';
