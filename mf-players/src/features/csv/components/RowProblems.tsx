// The rows of a file that were not imported, or the values read as blank, as a table a
// commissioner fixes the file from: the first ones listed, the rest counted.
import styled from 'styled-components';
import type { RowProblem } from '../import-rules';
import { listedProblems, moreProblemsText, notImportedText } from '../row-problems';

const Table = styled.table`
  flex: 1 1 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.25rem 0.5rem 0.25rem 0;
    text-align: left;
    vertical-align: top;
  }
  td:last-child {
    overflow-wrap: anywhere;
  }
  caption {
    text-align: left;
    padding-bottom: 0.25rem;
  }
`;

export function RowProblems({ problems, caption }: { problems: readonly RowProblem[]; caption?: string }) {
  const { listed, more } = listedProblems(problems);
  return (
    <>
      <Table>
        <caption>{caption ?? notImportedText(problems)}</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Column</th>
            <th scope="col">Problem</th>
          </tr>
        </thead>
        <tbody>
          {listed.map((problem, index) => (
            <tr key={`${problem.row}-${problem.column}-${index}`}>
              <td>{problem.row}</td>
              <td>{problem.column}</td>
              <td>{problem.message}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      {more > 0 && <p>{moreProblemsText(more)}</p>}
    </>
  );
}
