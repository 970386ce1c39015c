import FiberNewIcon from '@mui/icons-material/FiberNew';
import { defineHomeGoods } from './core/shapes';

/** New arrivals shown on the home page (house plugin "home management"). */
export default defineHomeGoods('new-goods', FiberNewIcon, 44);
