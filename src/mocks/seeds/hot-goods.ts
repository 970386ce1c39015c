import { homeGoodsSeeder } from '../seedShapes';

export default homeGoodsSeeder('hot-goods');
