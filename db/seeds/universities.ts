import type { University } from '@contract/content';

// A seeded university has no uploaded picture: the pages draw its CSS banner.
export type UniversitySeed = Omit<University, 'id' | 'picture'>;

const image = (slug: string): string => `/images/universities/${slug}.webp`;

/**
 * The 30 partner universities. Locations read "Area, State or City": the website's location filter
 * uses the part after the first comma. Counts are rounded public figures; rankings are display text.
 */
export const UNIVERSITIES: readonly UniversitySeed[] = [
  {
    name: 'Universiti Malaya (UM)', location: 'Lembah Pantai, Kuala Lumpur', ranking: 'QS World #60', type: 'Public',
    specialties: ['Medicine', 'Engineering', 'Business', 'Law'], image: image('um'), programs: 250, students: 26000,
    description: "Malaysia's oldest and highest-ranked university, with a leafy campus in the capital and strong research in medicine and engineering.",
  },
  {
    name: 'Universiti Kebangsaan Malaysia (UKM)', location: 'Bangi, Selangor', ranking: 'QS World #126', type: 'Public',
    specialties: ['Medicine', 'Science', 'Islamic Studies'], image: image('ukm'), programs: 240, students: 28000,
    description: 'The National University of Malaysia, known for health sciences, physical sciences and a large postgraduate community.',
  },
  {
    name: 'Universiti Putra Malaysia (UPM)', location: 'Serdang, Selangor', ranking: 'QS World #134', type: 'Public',
    specialties: ['Agriculture', 'Veterinary Medicine', 'Engineering'], image: image('upm'), programs: 260, students: 30000,
    description: 'A research university that grew from an agricultural college and now leads in food security, veterinary science and engineering.',
  },
  {
    name: 'Universiti Sains Malaysia (USM)', location: 'Gelugor, Penang', ranking: 'QS World #146', type: 'Public',
    specialties: ['Pharmacy', 'Physics', 'Sustainability'], image: image('usm'), programs: 230, students: 30000,
    description: 'An APEX university on Penang island with a respected pharmacy school and a strong focus on sustainable development.',
  },
  {
    name: 'Universiti Teknologi Malaysia (UTM)', location: 'Skudai, Johor', ranking: 'QS World #181', type: 'Public',
    specialties: ['Engineering', 'Architecture', 'Computing'], image: image('utm'), programs: 220, students: 27000,
    description: "Malaysia's leading engineering university, with its main campus in Johor Bahru and a second campus in Kuala Lumpur.",
  },
  {
    name: 'Universiti Teknologi MARA (UiTM)', location: 'Shah Alam, Selangor', ranking: 'QS World Top 600', type: 'Public',
    specialties: ['Business', 'Hospitality', 'Applied Sciences'], image: image('uitm'), programs: 500, students: 170000,
    description: 'The largest university in Malaysia by enrolment, spread over campuses in every state, with a wide range of professional programmes.',
  },
  {
    name: 'International Islamic University Malaysia (IIUM)', location: 'Gombak, Kuala Lumpur', ranking: 'QS World Top 600', type: 'Public',
    specialties: ['Islamic Finance', 'Law', 'Medicine', 'Architecture'], image: image('iium'), programs: 180, students: 30000,
    description: 'An English-medium university with students from over 100 countries, combining professional degrees with Islamic values.',
  },
  {
    name: 'Universiti Utara Malaysia (UUM)', location: 'Sintok, Kedah', ranking: 'QS World Top 700', type: 'Public',
    specialties: ['Management', 'Accounting', 'Public Administration'], image: image('uum'), programs: 120, students: 30000,
    description: 'The management university of Malaysia, set in a quiet forest campus in the north with affordable living costs.',
  },
  {
    name: 'Universiti Malaysia Sarawak (UNIMAS)', location: 'Kota Samarahan, Sarawak', ranking: 'QS Asia Top 250', type: 'Public',
    specialties: ['Medicine', 'Biodiversity', 'Engineering'], image: image('unimas'), programs: 110, students: 18000,
    description: 'A Borneo university near Kuching with strong programmes in medicine, resource science and environmental studies.',
  },
  {
    name: 'Universiti Malaysia Sabah (UMS)', location: 'Kota Kinabalu, Sabah', ranking: 'QS World 801-850', type: 'Public',
    specialties: ['Marine Science', 'Tourism', 'Medicine'], image: image('ums'), programs: 130, students: 20000,
    description: 'A seaside campus on the South China Sea, known for marine science, tropical biology and hospitality studies.',
  },
  {
    name: 'Universiti Teknikal Malaysia Melaka (UTeM)', location: 'Durian Tunggal, Melaka', ranking: 'QS Asia Top 300', type: 'Public',
    specialties: ['Manufacturing Engineering', 'Electrical Engineering', 'Technology Management'], image: image('utem'), programs: 80, students: 12000,
    description: 'A technical university with close industry links, offering hands-on engineering and technology degrees in historic Melaka.',
  },
  {
    name: "Taylor's University", location: 'Subang Jaya, Selangor', ranking: 'QS World #253', type: 'Private',
    specialties: ['Hospitality', 'Business', 'Design', 'Medicine'], image: image('taylors'), programs: 150, students: 15000,
    description: "Malaysia's top private university, famous for hospitality and culinary arts, on a modern lakeside campus.",
  },
  {
    name: 'Sunway University', location: 'Bandar Sunway, Selangor', ranking: 'QS World #410', type: 'Private',
    specialties: ['Business', 'Computing', 'Psychology'], image: image('sunway'), programs: 120, students: 17000,
    description: 'A not-for-profit university in the Sunway City township, offering dual degrees with Lancaster University in the UK.',
  },
  {
    name: 'Monash University Malaysia', location: 'Bandar Sunway, Selangor', ranking: 'QS World #37 (Monash University)', type: 'Private',
    specialties: ['Medicine', 'Engineering', 'Pharmacy', 'Business'], image: image('monash'), programs: 60, students: 9000,
    description: "The Malaysian campus of Australia's Monash University, awarding the same degrees as its Melbourne campuses.",
  },
  {
    name: 'University of Nottingham Malaysia', location: 'Semenyih, Selangor', ranking: 'QS World #108 (University of Nottingham)', type: 'Private',
    specialties: ['Engineering', 'Pharmacy', 'Economics'], image: image('nottingham'), programs: 70, students: 5000,
    description: 'A British university campus in the hills south of Kuala Lumpur, offering UK degrees with the option to study a term in Nottingham.',
  },
  {
    name: 'Asia Pacific University of Technology & Innovation (APU)', location: 'Bukit Jalil, Kuala Lumpur', ranking: 'QS Stars 5-Star Rated', type: 'Private',
    specialties: ['Computing', 'Cyber Security', 'Data Science'], image: image('apu'), programs: 90, students: 13000,
    description: 'A technology-focused university with one of the largest international student communities in Malaysia and dual UK degrees.',
  },
  {
    name: 'UCSI University', location: 'Cheras, Kuala Lumpur', ranking: 'QS World #265', type: 'Private',
    specialties: ['Music', 'Pharmacy', 'Business'], image: image('ucsi'), programs: 140, students: 12000,
    description: 'A highly ranked private university with a well-known music conservatory and strong pharmacy and health programmes.',
  },
  {
    name: 'Multimedia University (MMU)', location: 'Cyberjaya, Selangor', ranking: 'QS Asia Top 200', type: 'Private',
    specialties: ['Information Technology', 'Creative Multimedia', 'Engineering'], image: image('mmu'), programs: 100, students: 19000,
    description: "Malaysia's first private university, at the heart of the Cyberjaya tech hub, strong in IT, film and animation.",
  },
  {
    name: 'Universiti Teknologi PETRONAS (UTP)', location: 'Seri Iskandar, Perak', ranking: 'QS World #251', type: 'Private',
    specialties: ['Petroleum Engineering', 'Chemical Engineering', 'Computing'], image: image('utp'), programs: 60, students: 7000,
    description: "Owned by Malaysia's national oil company, UTP is the first choice for petroleum and chemical engineering.",
  },
  {
    name: 'INTI International University', location: 'Nilai, Negeri Sembilan', ranking: 'QS Stars 5-Star Rated', type: 'Private',
    specialties: ['Business', 'Engineering', 'Biotechnology'], image: image('inti'), programs: 110, students: 8000,
    description: 'A career-focused university with affordable fees and transfer routes to partner universities in the UK, USA and Australia.',
  },
  {
    name: 'SEGi University', location: 'Kota Damansara, Selangor', ranking: 'SETARA Tier 5 (Excellent)', type: 'Private',
    specialties: ['Dentistry', 'Medicine', 'Education'], image: image('segi'), programs: 120, students: 12000,
    description: 'A health-sciences university with its own dental and medical faculties and flexible intakes throughout the year.',
  },
  {
    name: 'Heriot-Watt University Malaysia', location: 'Precinct 5, Putrajaya', ranking: 'QS World #235 (Heriot-Watt University)', type: 'Private',
    specialties: ['Petroleum Engineering', 'Actuarial Science', 'Architecture'], image: image('hwum'), programs: 40, students: 2500,
    description: 'A Scottish university campus beside Putrajaya lake, offering the same degrees as Edinburgh with small class sizes.',
  },
  {
    name: 'Xiamen University Malaysia (XMUM)', location: 'Sepang, Selangor', ranking: 'Branch of Xiamen University, China', type: 'Private',
    specialties: ['Chinese Studies', 'Engineering', 'Finance'], image: image('xmum'), programs: 60, students: 8000,
    description: "The first overseas campus of a leading Chinese university, on a large modern campus close to Kuala Lumpur's airport.",
  },
  {
    name: 'Limkokwing University of Creative Technology', location: 'Cyberjaya, Selangor', ranking: 'SETARA Tier 4 (Very Good)', type: 'Private',
    specialties: ['Design', 'Architecture', 'Media'], image: image('limkokwing'), programs: 80, students: 9000,
    description: 'A creative-industry university with many African students and campuses in Botswana, Lesotho, Sierra Leone and Eswatini.',
  },
  {
    name: 'Management and Science University (MSU)', location: 'Shah Alam, Selangor', ranking: 'QS Asia Top 200', type: 'Private',
    specialties: ['Health Sciences', 'Hospitality', 'Information Sciences'], image: image('msu'), programs: 150, students: 18000,
    description: 'A private university with its own teaching hospital and strong programmes in medical sciences and hospitality.',
  },
  {
    name: 'Universiti Tenaga Nasional (UNITEN)', location: 'Kajang, Selangor', ranking: 'QS Asia Top 200', type: 'Private',
    specialties: ['Electrical Engineering', 'Energy', 'Computing'], image: image('uniten'), programs: 70, students: 9000,
    description: "Owned by Malaysia's national electricity company, UNITEN specialises in power engineering and energy systems.",
  },
  {
    name: 'Universiti Tunku Abdul Rahman (UTAR)', location: 'Kampar, Perak', ranking: 'THE World Top 1000', type: 'Private',
    specialties: ['Accounting', 'Engineering', 'Science'], image: image('utar'), programs: 140, students: 22000,
    description: 'A not-for-profit university with a large campus in Kampar and modest tuition fees, popular for accounting and engineering.',
  },
  {
    name: 'Curtin University Malaysia', location: 'Miri, Sarawak', ranking: 'QS World #174 (Curtin University)', type: 'Private',
    specialties: ['Petroleum Engineering', 'Business', 'Geology'], image: image('curtin'), programs: 50, students: 4000,
    description: "The largest overseas campus of Australia's Curtin University, close to Sarawak's oil and gas industry.",
  },
  {
    name: 'Swinburne University of Technology Sarawak', location: 'Kuching, Sarawak', ranking: 'QS World #291 (Swinburne)', type: 'Private',
    specialties: ['Engineering', 'Computing', 'Design'], image: image('swinburne'), programs: 55, students: 4000,
    description: 'An Australian campus in the riverside city of Kuching, with Swinburne degrees and lower living costs than Kuala Lumpur.',
  },
  {
    name: 'Lincoln University College', location: 'Petaling Jaya, Selangor', ranking: 'SETARA Tier 5 (Excellent)', type: 'Private',
    specialties: ['Nursing', 'Medicine', 'Business'], image: image('lincoln'), programs: 90, students: 10000,
    description: 'A university college with many international students, known for nursing, allied health and flexible postgraduate study.',
  },
];
