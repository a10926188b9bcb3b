/**
 * The templates a teacher downloads from the import screens. The examples are our own words (no
 * curriculum's text, so no licence to carry) and show every column: a point with several
 * objectives in one cell, a cell with a comma, a stage without a year.
 */

export const CSV_TEMPLATE_FILE_NAME = 'syllabus-template.csv';
export const JSON_TEMPLATE_FILE_NAME = 'syllabus-template.json';

export const CSV_TEMPLATE = [
  'syllabus,subject,version,attribution,strand,sub_strand,stage,year,code,description,objectives,criteria',
  'Example Science Year 7,Science,2026,Written by our science department,Biological sciences,Classification,Year 7,7,SCI7-01,"Classify living things using keys, and explain why scientists group them",Build a dichotomous key | Compare two classification systems,Uses a key to identify five organisms',
  'Example Science Year 7,Science,2026,Written by our science department,Chemical sciences,Mixtures,Year 7,7,SCI7-02,Separate mixtures by filtration and evaporation,"Choose a method for a mixture',
  'Explain why each method works",Separates salt from sand safely',
  'Example Science Year 7,Science,2026,Written by our science department,Science inquiry,,Stage 4,,SCI7-03,Plan a fair test and identify the variables,,',
  '',
].join('\n');

export const JSON_TEMPLATE = `${JSON.stringify(
  {
    syllabuses: [
      {
        name: 'Example Science Year 7',
        subject: 'Science',
        version: '2026',
        attribution: 'Written by our science department',
        description: 'What our Year 7 classes study in science',
        points: [
          {
            code: 'SCI7-01',
            description: 'Classify living things using keys, and explain why scientists group them',
            strand: 'Biological sciences',
            sub_strand: 'Classification',
            stage: 'Year 7',
            year: 7,
            objectives: ['Build a dichotomous key', 'Compare two classification systems'],
            criteria: ['Uses a key to identify five organisms'],
          },
          {
            code: 'SCI7-02',
            description: 'Separate mixtures by filtration and evaporation',
            strand: 'Chemical sciences',
            year: 7,
          },
        ],
        criteria: [
          {
            description: 'By the end of Year 7, students classify organisms and separate mixtures',
            stage: 'Year 7',
            year: 7,
          },
        ],
      },
    ],
  },
  null,
  2,
)}\n`;
