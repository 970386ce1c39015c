import WhatshotIcon from '@mui/icons-material/Whatshot';
import { defineHomeGoods } from './core/shapes';

/** Best sellers shown on the home page (house plugin "home management"). */
export default defineHomeGoods('hot-goods', WhatshotIcon, 46);
