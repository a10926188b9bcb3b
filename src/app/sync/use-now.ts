export { useNow } from '@/shared/hooks/use-now';
