import styled from 'styled-components';
import '../theme/styled';
import { Button } from './Button';
import { Card, CardContent, CardHeader, CardTitle } from './Card';

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  color: ${({ theme }) => theme.colors.mutedText};
`;

export interface ErrorCardProps {
  title: string;
  message: string;
  /** When given, a 'Retry' button calls it. */
  onRetry?: () => void;
}

/** A failure told plainly, with a way to try again (e.g. a remote that failed to load). */
export function ErrorCard({ title, message, onRetry }: ErrorCardProps) {
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <Message>{message}</Message>
        {onRetry && (
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
