import { header } from './common.js';
header('');
