import type { CourseRow } from '../rows/business';
import { SAMPLE_FILES, sampleUrl } from '../samples/sample-files';
import { seeded } from './audit';
import { seedSubjects } from './catalog';

// The seeded course catalogue, written as one compact line per course. The lessons of each course
// are generated from its `topics` (lessons.ts), its files from its lessons (course-files.ts).

/**
 * subjectId, title, English title, description, English description, grades "start-end",
 * class hours, lessons (null: as many as the class hours), tags, school ids, enabled, topics
 * ("中文|English" pairs separated by ";", one per lesson theme).
 */
type CourseLine = readonly [
  number,
  string,
  string,
  string,
  string,
  string,
  number,
  number | null,
  string,
  readonly number[],
  boolean,
  string,
];

// One course per line: easier to read and compare than one field per line.
// prettier-ignore
const COURSES: readonly CourseLine[] = [
  [1, '走进电路世界', 'Into the World of Circuits', '通过搭建简单电路认识电流、电压与电阻。', 'Meet current, voltage and resistance by building simple circuits.', '4-6', 8, null, '电学,动手实践', [1, 2, 5], true, '认识电路|Meet the circuit;串联与并联|Series and parallel;测量电流|Measuring current;电阻与电压|Resistance and voltage'],
  [3, 'Python 编程入门', 'Introduction to Python Programming', '从变量到函数，用小游戏学习编程思维。', 'From variables to functions: learn to think like a programmer through small games.', '7-9', 12, null, '编程,Python', [2, 3, 4], true, 'Hello Python|Hello Python;变量与输入|Variables and input;条件判断|Making decisions;循环|Loops'],
  [2, '植物的秘密', 'Secrets of Plants', '观察种子萌发与光合作用，记录植物生长日志。', 'Watch seeds sprout, explore photosynthesis and keep a plant growth diary.', '3-5', 6, null, '观察,生命科学', [1], true, '种子萌发|How seeds sprout;光合作用|Photosynthesis;植物生长日志|A plant growth diary'],
  [5, '机器人搭建与控制', 'Building and Controlling Robots', '组装轮式机器人并用传感器完成巡线任务。', 'Assemble a wheeled robot and use sensors to follow a line.', '5-8', 10, null, '机器人,传感器', [1, 4, 5], true, '底盘与电机|Chassis and motors;传感器|Sensors;巡线算法|Line following;调试与优化|Testing and tuning'],
  [6, '桥梁结构设计', 'Designing Bridge Structures', '用纸和木棒设计承重桥梁，理解力的传递。', 'Design load-bearing bridges from paper and sticks and see how forces travel.', '6-9', 8, null, '工程设计,力学', [3], true, '桥梁的类型|Kinds of bridges;力的传递|How forces travel;承重测试|Load testing'],
  [4, '人工智能启蒙', 'First Steps in Artificial Intelligence', '认识图像识别与语音助手背后的基本原理。', 'Discover the basic ideas behind image recognition and voice assistants.', '7-10', 10, null, '人工智能,机器学习', [2, 6], true, '什么是人工智能|What is AI;图像识别|Image recognition;语音助手|Voice assistants;AI 与伦理|AI and ethics'],
  [1, '光与影的奥秘', 'Mysteries of Light and Shadow', '用手电筒和镜子探究光的直线传播、反射与影子的变化。', 'Use torches and mirrors to explore how light travels, reflects and casts shadows.', '3-5', 6, null, '光学,实验', [1, 5], true, '光的直线传播|Light travels straight;影子的变化|Changing shadows;镜子与反射|Mirrors and reflection'],
  [1, '简单机械与杠杆', 'Simple Machines and Levers', '动手制作杠杆、滑轮和斜面，体会省力的原理。', 'Build levers, pulleys and ramps and feel how they save effort.', '4-6', 6, null, '机械,力学', [2], true, '杠杆|Levers;滑轮|Pulleys;斜面|Ramps'],
  [1, '磁铁的力量', 'The Power of Magnets', '发现磁极、磁场和指南针的秘密。', 'Discover magnetic poles, magnetic fields and the secret of the compass.', '2-4', 4, null, '磁学,探究', [], true, '磁极|Magnetic poles;磁场|Magnetic fields;制作指南针|Making a compass'],
  [2, '昆虫观察家', 'Insect Observers', '在校园里寻找昆虫，用放大镜观察并绘制观察记录。', 'Find insects around the school, look closely with a magnifier and draw what you see.', '1-3', 4, null, '观察,自然', [1, 6], true, '昆虫的身体|An insect’s body;校园昆虫地图|A map of school insects'],
  [2, '人体的奥秘', 'How the Human Body Works', '认识消化、呼吸和循环系统，制作人体器官模型。', 'Learn about digestion, breathing and circulation and build models of the organs.', '5-7', 8, null, '人体,健康', [3, 4], true, '消化系统|Digestion;呼吸系统|Breathing;血液循环|Circulation;健康生活|Healthy living'],
  [9, '厨房里的化学', 'Chemistry in the Kitchen', '用醋、小苏打和紫甘蓝汁认识酸碱与化学变化。', 'Use vinegar, baking soda and red cabbage juice to meet acids, bases and chemical change.', '5-8', 6, null, '化学,生活', [2, 5], true, '酸与碱|Acids and bases;化学变化|Chemical change;安全实验|Safe experiments'],
  [9, '水的净化', 'Cleaning Water', '设计并测试简易净水器，了解过滤、沉淀与消毒。', 'Design and test a simple water filter and learn about filtering, settling and disinfection.', '6-9', 5, null, '化学,环境', [3], true, '过滤|Filtering;沉淀|Settling;消毒|Disinfection'],
  [10, '探索太阳系', 'Exploring the Solar System', '认识八大行星，制作太阳系比例模型并观测月相。', 'Meet the eight planets, build a scale model of the solar system and watch the phases of the moon.', '3-6', 8, null, '天文,模型', [1, 2, 4], true, '八大行星|The eight planets;太阳系模型|A solar system model;月相|Phases of the moon;星座|Constellations'],
  [10, '天气观测站', 'Our Weather Station', '自制温度计、雨量器和风向标，记录一周的天气。', 'Make a thermometer, a rain gauge and a wind vane and record a week of weather.', '4-7', 6, null, '气象,数据', [5, 6], true, '温度|Temperature;降水|Rainfall;风向与风速|Wind direction and speed'],
  [3, 'Scratch 动画创作', 'Making Animations with Scratch', '用积木式编程创作会动的故事和小游戏。', 'Create moving stories and small games with block-based programming.', '2-4', 8, null, '编程,Scratch', [1, 5, 6], true, '角色与舞台|Sprites and the stage;动作与声音|Motion and sound;事件|Events;小游戏|A small game'],
  [3, '网页设计基础', 'Web Design Basics', '学习 HTML 与 CSS，设计一个介绍家乡的网页。', 'Learn HTML and CSS and design a web page about your home town.', '8-10', 10, null, '编程,网页', [2, 3], true, 'HTML 结构|HTML structure;CSS 样式|CSS styles;布局|Layout;发布网页|Publishing a page'],
  [3, '算法与数据结构初步', 'First Algorithms and Data Structures', '从排序与查找出发，理解算法效率与常见数据结构。', 'Start from sorting and searching to understand efficiency and common data structures.', '10-12', 12, 10, '算法,编程', [3], false, '排序|Sorting;查找|Searching;栈与队列|Stacks and queues;树与图|Trees and graphs'],
  [4, '机器学习实践', 'Machine Learning in Practice', '收集数据、训练分类模型并评估它的准确率。', 'Collect data, train a classification model and measure how accurate it is.', '10-12', 10, null, '人工智能,数据', [2, 3], true, '数据收集|Collecting data;训练模型|Training a model;评估|Evaluation;应用|Applications'],
  [4, '智能语音助手', 'Building a Voice Assistant', '用语音识别与合成模块制作一个能回答问题的小助手。', 'Use speech recognition and synthesis to build a small assistant that answers questions.', '8-10', 6, null, '人工智能,语音', [6], true, '语音识别|Speech recognition;语音合成|Speech synthesis;对话设计|Designing a conversation'],
  [11, 'Arduino 创客入门', 'Getting Started with Arduino', '点亮 LED、读取按钮与传感器，完成第一个创客作品。', 'Light LEDs, read buttons and sensors and finish your first maker project.', '6-9', 8, null, '电子,创客', [1, 4], true, '点亮 LED|Lighting an LED;按钮输入|Button input;传感器读取|Reading sensors;创客作品|A maker project'],
  [11, '智能家居物联网', 'Smart Home with the Internet of Things', '用联网传感器和手机控制台搭建智能家居模型。', 'Build a smart home model with connected sensors and a phone dashboard.', '8-11', 8, null, '物联网,电子', [2, 4, 5], true, '联网设备|Connected devices;远程控制|Remote control;自动化场景|Automation scenes;数据面板|A data dashboard'],
  [5, '积木机器人', 'Block-Built Robots', '用积木搭建会动的小机器人，认识齿轮与马达。', 'Build small moving robots from blocks and meet gears and motors.', '1-3', 4, null, '机器人,启蒙', [1, 6], true, '齿轮|Gears;马达|Motors;我的机器人|My robot'],
  [5, '机器人竞赛挑战', 'Robot Competition Challenges', '围绕竞赛任务设计、编程与调试机器人，练习团队协作。', 'Design, program and tune robots for competition tasks and practise teamwork.', '7-12', 12, 11, '机器人,竞赛', [2, 3, 4], true, '规则解读|Reading the rules;机械设计|Mechanical design;程序策略|Program strategy;赛前调试|Tuning before the match'],
  [6, '纸塔挑战', 'The Paper Tower Challenge', '只用纸和胶带搭建最高的塔，理解稳定结构。', 'Build the tallest tower from paper and tape and learn what makes a structure stable.', '3-5', 4, null, '结构,挑战', [5], true, '稳定的形状|Stable shapes;纸塔搭建|Building the tower'],
  [6, '抗震建筑设计', 'Designing Earthquake-Resistant Buildings', '在振动台上测试建筑模型，改进抗震结构。', 'Test building models on a shake table and improve their earthquake resistance.', '7-9', 6, null, '结构,安全', [], true, '地震与建筑|Earthquakes and buildings;振动台测试|Shake-table tests;加固设计|Reinforcing the design'],
  [12, '3D 建模与打印', '3D Modelling and Printing', '学习三维建模软件，设计并打印一件实用小物品。', 'Learn 3D modelling software and design and print a useful small object.', '6-9', 8, null, '3D 打印,设计', [1, 2], true, '三维建模|3D modelling;切片设置|Slicing;打印与后处理|Printing and finishing;作品迭代|Iterating the design'],
  [12, '创意产品设计', 'Designing Creative Products', '用设计思维发现身边问题，制作产品原型。', 'Use design thinking to find everyday problems and prototype a product.', '9-12', 8, null, '设计思维,原型', [3, 6], true, '发现问题|Finding a problem;头脑风暴|Brainstorming;原型制作|Prototyping;用户测试|User testing'],
  [7, '数字插画入门', 'Digital Illustration for Beginners', '在平板上学习线稿、上色与图层，完成一幅插画。', 'Learn line art, colouring and layers on a tablet and finish an illustration.', '4-7', 6, null, '数字艺术,绘画', [2, 5], true, '线稿|Line art;上色|Colouring;图层|Layers'],
  [7, '定格动画工作室', 'Stop-Motion Animation Studio', '用黏土和手机拍摄一部定格动画短片。', 'Shoot a short stop-motion film with clay figures and a phone.', '3-6', 6, null, '动画,艺术', [1, 4], true, '分镜脚本|Storyboards;角色制作|Making the characters;拍摄与剪辑|Shooting and editing'],
  [13, '电子音乐制作', 'Making Electronic Music', '认识节拍、音色与采样，用软件创作一段电子音乐。', 'Learn about beats, timbre and samples and compose a piece of electronic music.', '7-10', 6, null, '音乐,科技', [2], false, '节拍|Beats;音色|Timbre;采样与混音|Sampling and mixing'],
  [13, '声音的科学', 'The Science of Sound', '探究声音的产生与传播，自制简易乐器。', 'Find out how sound is made and travels, and make a simple instrument.', '3-5', 4, null, '声学,音乐', [1, 3], true, '声音的产生|How sound is made;声音的传播|How sound travels;自制乐器|Making an instrument'],
  [14, '包装设计与环保', 'Eco-Friendly Packaging Design', '为一件商品设计既美观又环保的包装。', 'Design packaging for a product that is both attractive and kind to the planet.', '6-8', 5, null, '设计,环保', [4], true, '材料选择|Choosing materials;结构与展开图|Structure and nets;视觉设计|Visual design'],
  [14, '光影艺术装置', 'Light Art Installations', '结合 LED 与编程创作一件互动光影艺术作品。', 'Combine LEDs and code to create an interactive light artwork.', '8-11', 6, null, '艺术,电子', [2, 6], true, '光与色彩|Light and colour;互动设计|Interaction design;装置搭建|Building the installation'],
  [8, '校园数学建模', 'Mathematical Modelling on Campus', '用数学模型分析食堂排队、教室采光等校园问题。', 'Use mathematical models to study campus questions such as canteen queues and classroom light.', '9-12', 8, null, '数学建模,数据', [3], true, '提出问题|Asking the question;建立模型|Building the model;求解与检验|Solving and checking;撰写报告|Writing the report'],
  [8, '最优路线问题', 'Finding the Best Route', '从送快递到游览公园，探究最短路径与优化方法。', 'From delivering parcels to touring a park, explore shortest paths and optimisation.', '7-9', 5, null, '优化,图论', [3, 4], true, '图与路径|Graphs and paths;最短路径|Shortest paths;优化方案|Optimising the plan'],
  [15, '七巧板与几何', 'Tangrams and Geometry', '用七巧板拼出图形，认识三角形、正方形与平行四边形。', 'Make shapes with tangrams and meet triangles, squares and parallelograms.', '1-3', 4, null, '几何,启蒙', [1, 5], true, '认识图形|Meeting the shapes;拼图挑战|Puzzle challenges'],
  [15, '对称与镶嵌艺术', 'Symmetry and Tessellation', '发现生活中的对称，设计自己的镶嵌图案。', 'Spot symmetry around you and design your own tessellating pattern.', '4-6', 5, null, '几何,艺术', [], true, '轴对称|Line symmetry;平移与旋转|Translation and rotation;镶嵌图案|Tessellating patterns'],
  [16, '数据侦探', 'Data Detectives', '设计问卷收集数据，用图表找出班级里的小秘密。', 'Design a survey, collect data and use charts to uncover class secrets.', '5-7', 6, null, '数据,统计', [1, 2, 6], true, '设计问卷|Designing a survey;整理数据|Organising data;发现规律|Finding patterns'],
  [16, '统计图表会说话', 'Charts That Tell Stories', '比较条形图、折线图与扇形图，讲清楚一组数据。', 'Compare bar, line and pie charts and tell a clear story with data.', '7-9', 5, null, '统计,图表', [4], true, '条形图|Bar charts;折线图|Line charts;扇形图|Pie charts'],
  [17, '校园垃圾分类项目', 'Sorting Waste at School', '调查校园垃圾，设计分类方案并向全校宣传。', 'Survey the school’s waste, design a sorting plan and share it with the whole school.', '3-6', 6, null, '环保,项目', [1, 5, 6], true, '垃圾调查|Surveying the waste;分类方案|A sorting plan;宣传行动|Spreading the word'],
  [17, '太阳能小车', 'Solar-Powered Cars', '认识太阳能电池，制作并比赛太阳能小车。', 'Meet solar cells, then build and race solar-powered cars.', '6-9', 8, null, '新能源,制作', [2, 3], true, '太阳能电池|Solar cells;传动结构|Drive trains;车身设计|Car body design;赛车测试|Race testing'],
  [18, '未来城市设计', 'Designing the City of the Future', '小组合作规划未来城市的交通、能源与绿地。', 'Work in teams to plan the transport, energy and green spaces of a future city.', '7-10', 10, 8, '项目式学习,城市', [2, 4], true, '城市问题调研|Researching city problems;交通规划|Planning transport;能源系统|Energy systems;模型展示|Presenting the model'],
  [18, '校园气象农场', 'The School Weather Farm', '把气象观测和种植结合起来，用数据照料校园菜园。', 'Combine weather observation and planting to look after a school garden with data.', '4-6', 8, null, '项目式学习,种植', [1, 6], true, '播种计划|Planning the sowing;气象记录|Weather records;浇水与施肥|Watering and feeding;收获与分享|Harvest and sharing'],
];

export interface CourseTopic {
  zh: string;
  en: string;
}

/** A course's lesson themes, as its compact line lists them. */
export function courseTopics(courseId: number): CourseTopic[] {
  const line = COURSES[courseId - 1];
  return line[11].split(';').map((pair) => {
    const [zh, en] = pair.split('|');
    return { zh, en };
  });
}

/** How many lessons a seeded course has (usually its class hours). */
export function seededLessonCount(courseId: number): number {
  const line = COURSES[courseId - 1];
  return line[7] ?? line[6];
}

export const SEEDED_COURSE_COUNT = COURSES.length;

// Kits a class needs, by discipline.
const AIDS: Record<number, string> = {
  1: '实验器材套装、护目镜、记录本',
  2: '电脑或平板（每组一台）、投影仪',
  3: '结构件套装、工具箱、测试台',
  4: '平板与触控笔、彩色卡纸、投影仪',
  5: '几何学具、计算器、方格纸',
  6: '项目记录本、测量工具、展板',
};

const cover = sampleUrl(SAMPLE_FILES.find((f) => f.contentType === 'image/png') ?? SAMPLE_FILES[0]);

// Seeded one to three days apart, so the catalogue has a believable history.
function createdAt(index: number): string {
  const day = new Date(Date.UTC(2024, 8, 1 + index * 3, 9 + (index % 8), (index * 7) % 60));
  return day.toISOString().slice(0, 19).replace('T', ' ');
}

export const seedCourses = (): CourseRow[] => {
  const subjects = seedSubjects();
  return COURSES.map((line, i) => {
    const [subjectId, title, titleEn, description, descriptionEn, grades, classHours, , tags, schoolIds, enabled] =
      line;
    const [gradeStart, gradeEnd] = grades.split('-').map(Number);
    const disciplineId = subjects.find((s) => s.subjectId === subjectId)?.disciplineId ?? 1;
    return {
      courseId: i + 1,
      title,
      titleEn,
      description,
      descriptionEn,
      gradeStart,
      gradeEnd,
      disciplineId,
      subjectId,
      classHours,
      tags,
      // every other course has a cover image, the rest show the placeholder
      cover: i % 2 === 0 ? cover : '',
      teachingAids: AIDS[disciplineId] ?? '',
      schoolIds: [...schoolIds],
      status: enabled ? '0' : '1',
      ...seeded(createdAt(i), 'leader'),
    };
  });
};
