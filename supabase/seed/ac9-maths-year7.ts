/**
 * A sample of the Australian Curriculum v9 Year 7 Mathematics content descriptions, by code. The
 * descriptions are our own short paraphrases for demo data, not ACARA's text.
 */
export const AC9_ATTRIBUTION =
  'Content description codes from the Australian Curriculum (Version 9.0), © Australian Curriculum, ' +
  'Assessment and Reporting Authority (ACARA), licensed under CC BY 4.0 ' +
  '(https://creativecommons.org/licenses/by/4.0/). Descriptions here are paraphrased summaries; ' +
  'ACARA does not endorse this product.';

export const AC9_YEAR7_MATHS = {
  name: 'Australian Curriculum v9 — Mathematics Year 7 (sample)',
  subject: 'Mathematics',
  stage: 'Stage 4',
  year: 7,
  attribution: AC9_ATTRIBUTION,
  points: [
    ['AC9M7N01', 'Number', 'Square numbers and square roots of perfect squares'],
    ['AC9M7N02', 'Number', 'Write whole numbers as products of prime factors using index notation'],
    ['AC9M7N03', 'Number', 'Highest common factor and lowest common multiple'],
    [
      'AC9M7N04',
      'Number',
      'Place, order and compare fractions, decimals and integers on a number line',
    ],
    ['AC9M7N05', 'Number', 'Add and subtract fractions, including unlike denominators'],
    ['AC9M7N06', 'Number', 'Multiply and divide fractions and decimals'],
    ['AC9M7N07', 'Number', 'Percentages of quantities and as fractions and decimals'],
    ['AC9M7N08', 'Number', 'Ratios and rates in everyday contexts'],
    ['AC9M7A01', 'Algebra', 'Use pronumerals to stand for unknowns and write expressions'],
    ['AC9M7A02', 'Algebra', 'Substitute values into formulas and evaluate them'],
    ['AC9M7A03', 'Algebra', 'Use algebraic properties to show expressions are equivalent'],
    ['AC9M7A04', 'Algebra', 'Solve one-variable linear equations'],
    ['AC9M7A05', 'Algebra', 'Plot points and read tables of values on the Cartesian plane'],
    ['AC9M7A06', 'Algebra', 'Graph and describe simple linear relationships'],
    ['AC9M7M01', 'Measurement', 'Area of triangles and parallelograms from formulas'],
    ['AC9M7M02', 'Measurement', 'Volume of rectangular prisms'],
    ['AC9M7M03', 'Measurement', 'Angles formed by parallel lines and a transversal'],
    ['AC9M7M04', 'Measurement', 'Angle sum of triangles and quadrilaterals'],
    ['AC9M7SP01', 'Space', 'Represent objects with nets and two-dimensional views'],
    ['AC9M7SP02', 'Space', 'Classify triangles and quadrilaterals by their properties'],
    ['AC9M7SP03', 'Space', 'Transformations on the Cartesian plane'],
    ['AC9M7ST01', 'Statistics', 'Collect and organise data, choosing suitable displays'],
    ['AC9M7ST02', 'Statistics', 'Mean, median, mode and range of data sets'],
    ['AC9M7ST03', 'Statistics', 'Plan a statistical investigation and report findings'],
    ['AC9M7P01', 'Probability', 'Sample spaces of single-step experiments'],
    ['AC9M7P02', 'Probability', 'Compare expected and observed frequencies in experiments'],
  ] as const,
};
