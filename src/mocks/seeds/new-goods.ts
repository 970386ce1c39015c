import { homeGoodsSeeder } from '../seedShapes';

export default homeGoodsSeeder('new-goods');
