import type { HTMLAttributes } from 'react';
import styled, { keyframes } from 'styled-components';
import '../theme/styled';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

const Block = styled.div<{ $width?: string; $height?: string }>`
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1rem'};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.muted};
  animation: ${pulse} 2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps extends HTMLAttributes<HTMLDivElement> {
  width?: string;
  height?: string;
}

/**
 * A grey placeholder block shown while data loads. Hidden from assistive technology (wrap a
 * group of them in an element with role="status" and a label); `data-skeleton` lets tests count them.
 */
export function Skeleton({ width, height, ...props }: SkeletonProps) {
  return <Block aria-hidden="true" data-skeleton="" $width={width} $height={height} {...props} />;
}
